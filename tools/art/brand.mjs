// Brand assets: K mark icons (SVG, PNG, ICO), Open Graph card, placeholder, avatars and project logos.
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { ACCENTS, BASE, accentPair, mix } from "./lib/palette.mjs";
import { createRng } from "./lib/prng.mjs";
import { createContext, background, vignette, FONT, OUT_ROOT, glow } from "./lib/svg.mjs";
import { ribbons } from "./scenes/mesh.mjs";

const APP_DIR = path.resolve(OUT_ROOT, "../app");

/** The "K" mark on the cyan→purple gradient. full=true fills the square (maskable / apple), scale shrinks the glyph. */
export function kMark({ size = 512, rounded = true, scale = 1, id = "k" } = {}) {
  const k = `<g transform="translate(256 256) scale(${scale}) translate(-256 -256)" stroke="#fff" stroke-width="58" stroke-linecap="round" stroke-linejoin="round" fill="none"><path d="M176 146V366"/><path d="M346 146L198 290"/><path d="M262 230L350 366"/></g>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 512 512"><defs><linearGradient id="${id}g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${ACCENTS.cyan}"/><stop offset="1" stop-color="${ACCENTS.purple}"/></linearGradient><radialGradient id="${id}h" cx="0.25" cy="0.15" r="0.8"><stop offset="0" stop-color="#fff" stop-opacity="0.28"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs><rect width="512" height="512" rx="${rounded ? 116 : 0}" fill="url(#${id}g)"/><rect width="512" height="512" rx="${rounded ? 116 : 0}" fill="url(#${id}h)"/>${k}</svg>`;
}

function ico(pngs) {
  const head = Buffer.alloc(6 + 16 * pngs.length);
  head.writeUInt16LE(0, 0);
  head.writeUInt16LE(1, 2);
  head.writeUInt16LE(pngs.length, 4);
  let offset = head.length;
  pngs.forEach(({ size, buf }, i) => {
    const e = 6 + i * 16;
    head.writeUInt8(size >= 256 ? 0 : size, e);
    head.writeUInt8(size >= 256 ? 0 : size, e + 1);
    head.writeUInt8(0, e + 2);
    head.writeUInt8(0, e + 3);
    head.writeUInt16LE(1, e + 4);
    head.writeUInt16LE(32, e + 6);
    head.writeUInt32LE(buf.length, e + 8);
    head.writeUInt32LE(offset, e + 12);
    offset += buf.length;
  });
  return Buffer.concat([head, ...pngs.map((p) => p.buf)]);
}

const png = (svg, size) => sharp(Buffer.from(svg)).resize(size, size).png({ compressionLevel: 9 }).toBuffer();

export async function writeIcons() {
  const written = [];
  const put = async (file, data) => {
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, data);
    written.push(file);
  };
  await put(path.join(APP_DIR, "icon.svg"), kMark({ size: 32 }).replace(' width="32" height="32"', ""));
  await put(path.join(APP_DIR, "apple-icon.png"), await png(kMark({ rounded: false, scale: 0.86 }), 180));
  const sizes = [16, 32, 48];
  await put(
    path.join(APP_DIR, "favicon.ico"),
    ico(await Promise.all(sizes.map(async (size) => ({ size, buf: await png(kMark({ size }), size) })))),
  );
  await put(path.join(OUT_ROOT, "icons/icon-192.png"), await png(kMark(), 192));
  await put(path.join(OUT_ROOT, "icons/icon-512.png"), await png(kMark(), 512));
  await put(path.join(OUT_ROOT, "icons/icon-maskable-512.png"), await png(kMark({ rounded: false, scale: 0.66 }), 512));
  return written;
}

export function ogSvg() {
  const c = createContext({ id: "og-default", accent: "cyan/purple", width: 1200, height: 630 });
  const back = background(c, { intensity: 0.9 });
  const rib = `<g transform="translate(300 170)">${ribbons(c, { count: 48, amp: 120, y0: 420 })}</g>`;
  const hg = c.lin(ACCENTS.cyan, ACCENTS.purple, { x2: 1, y2: 0 });
  const mark = kMark({ size: 96, id: "ogk" }).replace("<svg ", '<svg x="120" y="110" ');
  const body = [
    `<rect x="0" y="0" width="1600" height="840" fill="${BASE.bg}" fill-opacity="0.25"/>`,
    glow(c, 420, 470, 700, 300, BASE.bg, 0.9),
    mark,
    `<text x="240" y="176" font-family="${FONT}" font-size="50" font-weight="700" fill="${BASE.text}" letter-spacing="-1">Kairo Labs</text>`,
    `<text x="120" y="420" font-family="${FONT}" font-size="86" font-weight="700" fill="#fff" letter-spacing="-3">Engineering the Future.</text>`,
    `<text x="120" y="526" font-family="${FONT}" font-size="86" font-weight="700" fill="${hg}" letter-spacing="-3">Today.</text>`,
    `<text x="120" y="640" font-family="${FONT}" font-size="32" fill="${BASE.muted}">Software &amp; AI studio · Web · SaaS · Mobile · AI agents</text>`,
    `<rect x="120" y="700" width="180" height="4" rx="2" fill="${hg}"/>`,
  ].join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1600 840"><defs>${c.defs.join("")}</defs>${back}${rib}${body}${vignette(c, 0.5)}</svg>`;
}

export function placeholderSvg() {
  const c = createContext({ id: "placeholder", accent: "blue/cyan", width: 1200, height: 800 });
  const pid = c.uid("p");
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800" viewBox="0 0 1200 800"><defs><pattern id="${pid}" width="40" height="40" patternUnits="userSpaceOnUse"><path d="M40 0H0V40" fill="none" stroke="#fff" stroke-opacity="0.04"/></pattern><radialGradient id="pg" cx="0.5" cy="0.45" r="0.7"><stop offset="0" stop-color="#1a2232"/><stop offset="1" stop-color="${BASE.bg}"/></radialGradient></defs>` +
    `<rect width="1200" height="800" fill="url(#pg)"/><rect width="1200" height="800" fill="url(#${pid})"/>` +
    `<g transform="translate(540 340)" fill="none" stroke="#94a3b8" stroke-opacity="0.35" stroke-width="5" stroke-linejoin="round" stroke-linecap="round"><rect width="120" height="96" rx="16"/><circle cx="38" cy="34" r="11"/><path d="M8 86l36-34l24 22l18-14l28 26"/></g></svg>`
  );
}

/** Initials on an accent gradient. */
export function avatarSvg(initials, accent, seed) {
  const { a1, a2 } = accentPair(accent);
  const rng = createRng(seed);
  const ang = rng.range(0, 360).toFixed(0);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256"><defs><linearGradient id="a" x1="0" y1="0" x2="1" y2="1" gradientTransform="rotate(${ang} .5 .5)"><stop offset="0" stop-color="${mix(a1, BASE.bg, 0.15)}"/><stop offset="1" stop-color="${mix(a2, BASE.bg, 0.35)}"/></linearGradient><radialGradient id="h" cx="0.3" cy="0.2" r="0.8"><stop offset="0" stop-color="#fff" stop-opacity="0.3"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs>` +
    `<rect width="256" height="256" fill="url(#a)"/><rect width="256" height="256" fill="url(#h)"/>` +
    [150, 190, 230]
      .map(
        (r) =>
          `<circle cx="${rng.pick([0, 256])}" cy="256" r="${r}" fill="none" stroke="#fff" stroke-opacity="0.09" stroke-width="1.5"/>`,
      )
      .join("") +
    `<text x="128" y="128" dy="0.35em" text-anchor="middle" font-family="${FONT}" font-size="86" font-weight="700" fill="#fff" letter-spacing="-2">${initials}</text></svg>`
  );
}

// Pairs that blend cleanly (no muddy pink→green mixes).
const PAIRS = [
  "cyan/blue",
  "purple/pink",
  "green/cyan",
  "blue/purple",
  "pink/purple",
  "cyan/purple",
  "blue/cyan",
  "green/blue",
];

/** "Rohan Kapoor" → "RK": the first letters of the first and last names. */
export const initialsOf = (name) => {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return ((words[0]?.[0] ?? "") + (words.length > 1 ? words[words.length - 1][0] : "")).toUpperCase();
};

/** [image number, reviewer name] of each review in the source of content/reviews.ts. */
export const reviewersIn = (source) =>
  [...source.matchAll(/name: "([^"]+)",[\s\S]*?image: "\/images\/people\/review-(\d+)\.webp"/g)].map(([, name, n]) => [
    Number(n),
    name,
  ]);

/** The avatar of review `i`, with the initials of the reviewer it belongs to. */
export function reviewAvatar(i, name) {
  const id = `review-${String(i).padStart(2, "0")}`;
  const accent = PAIRS[(i - 1) % PAIRS.length];
  return { id, svg: avatarSvg(initialsOf(name), accent, id) };
}

const MARKS = {
  plus: '<rect x="2" y="2" width="44" height="44" rx="13" fill="none" stroke="#e5e7eb" stroke-width="4"/><path d="M24 13v22M13 24h22" stroke="#e5e7eb" stroke-width="6" stroke-linecap="round"/>',
  ledger:
    '<rect x="4" y="30" width="12" height="14" rx="3" fill="#e5e7eb"/><rect x="18" y="20" width="12" height="24" rx="3" fill="#e5e7eb"/><rect x="32" y="6" width="12" height="38" rx="3" fill="#e5e7eb"/>',
  pulse:
    '<circle cx="24" cy="24" r="21" fill="none" stroke="#e5e7eb" stroke-width="4"/><path d="M9 25h8l4-9l6 17l4-8h8" fill="none" stroke="#e5e7eb" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/>',
  route:
    '<path d="M10 38c0-10 28-6 28-18S20 8 20 8" fill="none" stroke="#e5e7eb" stroke-width="4.5" stroke-linecap="round"/><circle cx="10" cy="38" r="6" fill="#e5e7eb"/><circle cx="34" cy="8" r="6" fill="none" stroke="#e5e7eb" stroke-width="4"/>',
};

/** Monochrome mark + wordmark; textLength pins the width so the viewBox holds in any font. */
export function logoSvg(name, mark) {
  const tw = Math.round(name.length * 16.5);
  const w = 60 + tw + 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} 48" width="${w}" height="48" role="img" aria-label="${name}"><title>${name}</title>${MARKS[mark]}<text x="60" y="34" font-family="Inter, DejaVu Sans, Arial, sans-serif" font-size="28" font-weight="700" letter-spacing="-0.5" fill="#e5e7eb" textLength="${tw}" lengthAdjust="spacingAndGlyphs">${name}</text></svg>\n`;
}

/** The founder's portrait: a vector illustration (no raster, no text, so it is crisp at every size and needs no
 *  font): a three-quarter bust in the brand's deep tones on a cyan→violet field with a fine grid. */
export function portraitSvg() {
  const grid = Array.from({ length: 11 }, (_, i) => `<path d="M${i * 80} 0V1000M0 ${i * 100}H800" />`).join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 1000" width="800" height="1000" role="img" aria-label="Portrait illustration">
<defs>
  <linearGradient id="field" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0e7490"/><stop offset=".55" stop-color="#3b4fc4"/><stop offset="1" stop-color="#6d3fc9"/></linearGradient>
  <radialGradient id="glow" cx=".72" cy=".2" r=".6"><stop offset="0" stop-color="#67e8f9" stop-opacity=".55"/><stop offset="1" stop-color="#67e8f9" stop-opacity="0"/></radialGradient>
  <linearGradient id="coat" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#1b2240"/><stop offset="1" stop-color="#0b1020"/></linearGradient>
  <linearGradient id="skin" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#d9a27e"/><stop offset="1" stop-color="#a86d4e"/></linearGradient>
</defs>
<rect width="800" height="1000" fill="url(#field)"/>
<rect width="800" height="1000" fill="url(#glow)"/>
<g stroke="#ffffff" stroke-opacity=".07" stroke-width="1.5">${grid}</g>
<circle cx="560" cy="250" r="150" fill="none" stroke="#ffffff" stroke-opacity=".14" stroke-width="2"/>
<circle cx="560" cy="250" r="220" fill="none" stroke="#ffffff" stroke-opacity=".07" stroke-width="2"/>
<path d="M90 1000c8-170 92-262 214-300l96-28 96 28c122 38 206 130 214 300z" fill="url(#coat)"/>
<path d="M330 690l70 120 70-120-24-12-46 40-46-40z" fill="#e6ecff"/>
<path d="M400 810l-22 190h44z" fill="#2a3a7a"/>
<path d="M352 560h96v124l-48 40-48-40z" fill="#b47a58"/>
<path d="M352 612c30 22 66 22 96 0v-20c-30 18-66 18-96 0z" fill="#8f5a40" opacity=".55"/>
<ellipse cx="400" cy="452" rx="124" ry="150" fill="url(#skin)"/>
<path d="M270 472c-14-136 48-218 134-220 94-2 148 74 132 214-12-62-44-104-92-116-50 30-114 40-164 30-8 30-10 60-10 92z" fill="#151a2e"/>
<path d="M278 440c-14 6-18 40-2 62l10 2z M522 440c14 6 18 40 2 62l-10 2z" fill="#b47a58"/>
<g fill="none" stroke="#0b1020" stroke-width="7" stroke-linecap="round" stroke-linejoin="round">
  <rect x="318" y="432" width="70" height="48" rx="16"/><rect x="412" y="432" width="70" height="48" rx="16"/><path d="M388 452h24"/>
</g>
<path d="M372 548c18 10 38 10 56 0" fill="none" stroke="#6b3a28" stroke-width="6" stroke-linecap="round"/>
<path d="M508 370c22 40 26 110 8 160" fill="none" stroke="#a5f3fc" stroke-opacity=".55" stroke-width="5" stroke-linecap="round"/>
<path d="M710 1000c-6-120-50-206-130-258" fill="none" stroke="#a5f3fc" stroke-opacity=".5" stroke-width="4" stroke-linecap="round"/>
</svg>`;
}
