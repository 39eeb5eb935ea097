// SVG document assembly: context, background (mesh + grid + vignette), render to files.
import { mkdir } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { BASE, accentPair, mix } from "./palette.mjs";
import { createRng } from "./prng.mjs";

const VW = 1600; // virtual width: every scene is drawn 1600 units wide

// Brand faces (tools/art/lib/fonts.mjs makes them visible to sharp): Inter for text, Space Grotesk for big figures.
export const FONT = "Inter, DejaVu Sans, sans-serif";
export const DISPLAY = "Space Grotesk, Inter, sans-serif";
export const MONO = "DejaVu Sans Mono, monospace";

/** Render context shared by widgets and scenes. */
export function createContext({ id, accent, width, height }) {
  const { a1, a2, n1, n2 } = accentPair(accent);
  const vh = Math.round((VW * height) / width);
  let n = 0;
  const defs = [];
  return {
    id,
    W: width,
    H: height,
    vw: VW,
    vh,
    cx: VW / 2,
    cy: vh / 2,
    a1,
    a2,
    n1,
    n2,
    rng: createRng(`${id}|${accent}`),
    defs,
    uid: (p = "g") => `${p}${++n}`,
    def(str) {
      defs.push(str);
    },
    /** linear gradient a->b; returns url(#id) */
    lin(a = a1, b = a2, { x1 = 0, y1 = 0, x2 = 1, y2 = 1, o1 = 1, o2 = 1 } = {}) {
      const gid = `lg${++n}`;
      defs.push(
        `<linearGradient id="${gid}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}"><stop offset="0" stop-color="${a}" stop-opacity="${o1}"/><stop offset="1" stop-color="${b}" stop-opacity="${o2}"/></linearGradient>`,
      );
      return `url(#${gid})`;
    },
  };
}

/** A soft, gaussian-looking radial glow (no filter needed). */
export function glow(c, x, y, rx, ry, color, opacity = 0.5, rot = 0) {
  const gid = c.uid("rg");
  const stops = [
    [0, 1],
    [0.2, 0.82],
    [0.4, 0.5],
    [0.6, 0.22],
    [0.8, 0.06],
    [1, 0],
  ]
    .map(([o, a]) => `<stop offset="${o}" stop-color="${color}" stop-opacity="${(a * opacity).toFixed(3)}"/>`)
    .join("");
  c.def(`<radialGradient id="${gid}">${stops}</radialGradient>`);
  return `<ellipse cx="${x}" cy="${y}" rx="${rx}" ry="${ry}" fill="url(#${gid})" transform="rotate(${rot} ${x} ${y})"/>`;
}

/** Gradient mesh + fine grid + vignette. */
export function background(c, { grid = true, intensity = 1, dots = false } = {}) {
  const { vw, vh, rng, a1, a2 } = c;
  const parts = [`<rect width="${vw}" height="${vh}" fill="${BASE.bg}"/>`];
  // layered glows: two accents + their mix, positions seeded by id
  const blobs = [
    [rng.range(0.05, 0.35) * vw, rng.range(0.0, 0.35) * vh, a1, 0.55],
    [rng.range(0.65, 0.95) * vw, rng.range(0.65, 1.0) * vh, a2, 0.5],
    [rng.range(0.35, 0.65) * vw, rng.range(0.35, 0.65) * vh, mix(a1, a2, 0.5), 0.22],
    [rng.range(0.7, 1.0) * vw, rng.range(0.0, 0.3) * vh, mix(a2, BASE.bg, 0.3), 0.25],
  ];
  for (const [x, y, col, op] of blobs) {
    const r = rng.range(0.38, 0.55) * vw;
    parts.push(
      glow(
        c,
        x.toFixed(0),
        y.toFixed(0),
        r.toFixed(0),
        (r * rng.range(0.55, 0.8)).toFixed(0),
        col,
        op * intensity,
        rng.range(-30, 30).toFixed(0),
      ),
    );
  }
  if (grid) {
    const pid = c.uid("pt");
    const mid = c.uid("mk");
    const fid = c.uid("rg");
    const s = 48;
    const pat = dots
      ? `<circle cx="${s / 2}" cy="${s / 2}" r="1.4" fill="#fff" fill-opacity="0.16"/>`
      : `<path d="M${s} 0H0V${s}" fill="none" stroke="#fff" stroke-opacity="0.07" stroke-width="1"/>`;
    c.def(`<pattern id="${pid}" width="${s}" height="${s}" patternUnits="userSpaceOnUse">${pat}</pattern>`);
    c.def(
      `<radialGradient id="${fid}" cx="0.5" cy="0.45" r="0.65"><stop offset="0" stop-color="#fff" stop-opacity="1"/><stop offset="0.55" stop-color="#fff" stop-opacity="0.45"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>`,
    );
    c.def(`<mask id="${mid}"><rect width="${vw}" height="${vh}" fill="url(#${fid})"/></mask>`);
    parts.push(`<rect width="${vw}" height="${vh}" fill="url(#${pid})" mask="url(#${mid})"/>`);
  }
  return parts.join("");
}

export function vignette(c, strength = 0.7) {
  const gid = c.uid("vg");
  c.def(
    `<radialGradient id="${gid}" cx="0.5" cy="0.5" r="0.75"><stop offset="0.55" stop-color="${BASE.bg}" stop-opacity="0"/><stop offset="1" stop-color="${BASE.bg}" stop-opacity="${strength}"/></radialGradient>`,
  );
  return `<rect width="${c.vw}" height="${c.vh}" fill="url(#${gid})"/>`;
}

/** Wrap background + scene into a document. mode 'bg' pushes the scene right and dims it for text overlays. */
export function documentSvg(c, scene, { mode = "card", bg = {} } = {}) {
  const back = background(c, bg);
  let fore = scene;
  let overlay = "";
  if (mode === "bg") {
    fore = `<g opacity="0.62" transform="translate(${c.vw * 0.2} ${c.vh * 0.06}) scale(0.92)">${scene}</g>`;
    const gid = c.uid("ov");
    c.def(
      `<linearGradient id="${gid}" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${BASE.bg}" stop-opacity="0.92"/><stop offset="0.45" stop-color="${BASE.bg}" stop-opacity="0.55"/><stop offset="1" stop-color="${BASE.bg}" stop-opacity="0.1"/></linearGradient>`,
    );
    overlay = `<rect width="${c.vw}" height="${c.vh}" fill="url(#${gid})"/>`;
  }
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${c.W}" height="${c.H}" viewBox="0 0 ${c.vw} ${c.vh}">` +
    `<defs>${c.defs.join("")}</defs>${back}${fore}${overlay}${vignette(c, mode === "bg" ? 0.85 : 0.6)}</svg>`
  );
}

export const OUT_ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), "../../../public");

/** Render SVG text to a file under public/. Format by extension. */
export async function renderTo(svg, relPath, { quality = 72 } = {}) {
  const file = path.join(OUT_ROOT, relPath);
  await mkdir(path.dirname(file), { recursive: true });
  let img = sharp(Buffer.from(svg));
  if (file.endsWith(".webp")) img = img.webp({ quality, effort: 6, smartSubsample: true });
  else if (file.endsWith(".png")) img = img.png({ compressionLevel: 9, adaptiveFiltering: true });
  const info = await img.toFile(file);
  return { file, bytes: info.size };
}
