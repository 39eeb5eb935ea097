#!/usr/bin/env node
// Hero loop: frames drawn as SVG (periodic in time, so frame N == frame 0), rasterised with sharp,
// piped to ffmpeg as raw RGB, then encoded to H.264 MP4 and VP9 WebM. Poster = first frame.
// Usage: node tools/art/video.mjs   (needs /usr/bin/ffmpeg with libx264 + libvpx-vp9)
import { spawn } from "node:child_process";
import { mkdir, rm, stat } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { ACCENTS, BASE } from "./lib/palette.mjs";
import { createRng } from "./lib/prng.mjs";
import { OUT_ROOT } from "./lib/svg.mjs";

const W = 1280;
const H = 720;
const FPS = 30;
const SECONDS = 8;
const N = FPS * SECONDS;
const TAU = Math.PI * 2;
const rng = createRng("hero-video");
const f1 = (n) => n.toFixed(1);

// Slow blobs on closed orbits (integer frequencies keep the loop seamless).
const BLOBS = [
  [ACCENTS.cyan, 0.28, 0.35, 0.5, 0.42],
  [ACCENTS.blue, 0.62, 0.25, 0.55, 0.4],
  [ACCENTS.purple, 0.78, 0.7, 0.5, 0.42],
  [ACCENTS.pink, 0.42, 0.85, 0.38, 0.24],
  [ACCENTS.cyan, 0.9, 0.45, 0.3, 0.22],
].map(([col, x, y, r, op]) => ({
  col,
  x,
  y,
  r,
  op,
  kx: rng.pick([1, 1, 2]),
  ky: rng.pick([1, 2]),
  px: rng.range(0, TAU),
  py: rng.range(0, TAU),
  ax: rng.range(0.05, 0.1),
  ay: rng.range(0.04, 0.08),
}));

const PARTICLES = Array.from({ length: 80 }, () => ({
  x: rng.range(0, 1),
  y: rng.range(0, 1),
  rx: rng.range(0.005, 0.03),
  ry: rng.range(0.005, 0.025),
  k: rng.pick([1, 1, 2]),
  p: rng.range(0, TAU),
  tw: rng.pick([1, 2, 3]),
  tp: rng.range(0, TAU),
  s: rng.range(0.8, 2.2),
  col: rng.pick([ACCENTS.cyan, ACCENTS.cyan, ACCENTS.purple, ACCENTS.blue, "#ffffff"]),
}));

function frameSvg(i) {
  const t = i / N; // 0..1, periodic
  const defs = [];
  const body = [`<rect width="${W}" height="${H}" fill="${BASE.bg}"/>`];
  BLOBS.forEach((b, n) => {
    const x = (b.x + b.ax * Math.sin(TAU * b.kx * t + b.px)) * W;
    const y = (b.y + b.ay * Math.cos(TAU * b.ky * t + b.py)) * H;
    const r = b.r * W * (1 + 0.08 * Math.sin(TAU * t + n));
    const stops = [
      [0, 1],
      [0.25, 0.7],
      [0.5, 0.32],
      [0.75, 0.1],
      [1, 0],
    ]
      .map(([o, a]) => `<stop offset="${o}" stop-color="${b.col}" stop-opacity="${(a * b.op).toFixed(3)}"/>`)
      .join("");
    defs.push(`<radialGradient id="b${n}">${stops}</radialGradient>`);
    body.push(`<ellipse cx="${f1(x)}" cy="${f1(y)}" rx="${f1(r)}" ry="${f1(r * 0.62)}" fill="url(#b${n})"/>`);
  });
  // flowing line ribbon
  defs.push(
    `<linearGradient id="rb" gradientUnits="userSpaceOnUse" x1="0" y1="0" x2="${W}" y2="0"><stop offset="0" stop-color="${ACCENTS.cyan}" stop-opacity="0"/><stop offset="0.3" stop-color="${ACCENTS.cyan}"/><stop offset="0.7" stop-color="${ACCENTS.purple}"/><stop offset="1" stop-color="${ACCENTS.pink}" stop-opacity="0"/></linearGradient>`,
  );
  const L = 40;
  for (let k = 0; k < L; k++) {
    const q = k / (L - 1);
    let d = "";
    for (let s = 0; s <= 64; s++) {
      const u = s / 64;
      const y =
        H * 0.62 +
        (u - 0.5) * H * -0.22 +
        Math.sin(u * Math.PI * 1.6 + TAU * t + q * 1.5) * 70 * (0.6 + 0.4 * Math.sin(q * 3 + TAU * t)) +
        Math.sin(u * Math.PI * 3.4 - TAU * 2 * t + q * 2.4) * 26 +
        (q - 0.5) * 150;
      d += `${s ? "L" : "M"}${f1(u * W)} ${f1(y)}`;
    }
    body.push(
      `<path d="${d}" fill="none" stroke="url(#rb)" stroke-width="1.3" stroke-opacity="${(0.08 + 0.4 * Math.sin(Math.PI * q) ** 2).toFixed(3)}"/>`,
    );
  }
  for (const p of PARTICLES) {
    const x = (p.x + p.rx * Math.sin(TAU * p.k * t + p.p)) * W;
    const y = (p.y + p.ry * Math.cos(TAU * p.k * t + p.p)) * H;
    const a = 0.15 + 0.55 * (0.5 + 0.5 * Math.sin(TAU * p.tw * t + p.tp));
    body.push(`<circle cx="${f1(x)}" cy="${f1(y)}" r="${p.s}" fill="${p.col}" fill-opacity="${a.toFixed(3)}"/>`);
  }
  defs.push(
    `<radialGradient id="vg" cx="0.5" cy="0.5" r="0.75"><stop offset="0.5" stop-color="${BASE.bg}" stop-opacity="0"/><stop offset="1" stop-color="${BASE.bg}" stop-opacity="0.75"/></radialGradient>`,
  );
  body.push(`<rect width="${W}" height="${H}" fill="url(#vg)"/>`);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}"><defs>${defs.join("")}</defs>${body.join("")}</svg>`;
}

function run(args, { input } = {}) {
  return new Promise((resolve, reject) => {
    const p = spawn("ffmpeg", ["-hide_banner", "-loglevel", "error", "-y", ...args], {
      stdio: [input ? "pipe" : "ignore", "inherit", "inherit"],
    });
    p.on("error", reject);
    p.on("close", (code) => (code === 0 ? resolve() : reject(new Error(`ffmpeg exited ${code}`))));
    if (input) input(p.stdin);
  });
}

const outDir = path.join(OUT_ROOT, "video");
const tmp = path.join(os.tmpdir(), "kairo-hero");
const reuse = process.argv.includes("--reuse"); // skip frame rendering if a master from a previous run exists
await mkdir(outDir, { recursive: true });
await mkdir(tmp, { recursive: true });
const master = path.join(tmp, "master.mkv");

const t0 = Date.now();
const haveMaster =
  reuse &&
  (await stat(master).then(
    () => true,
    () => false,
  ));
// 1) render frames -> lossless master (FFV1)
if (!haveMaster)
  await run(
    [
      "-f",
      "rawvideo",
      "-pix_fmt",
      "rgb24",
      "-s",
      `${W}x${H}`,
      "-r",
      String(FPS),
      "-i",
      "-",
      "-c:v",
      "ffv1",
      "-pix_fmt",
      "yuv444p",
      master,
    ],
    {
      input: async (stdin) => {
        for (let i = 0; i < N; i++) {
          const raw = await sharp(Buffer.from(frameSvg(i)))
            .removeAlpha()
            .raw()
            .toBuffer();
          if (!stdin.write(raw)) await new Promise((r) => stdin.once("drain", r));
          if (i === 0)
            await sharp(raw, { raw: { width: W, height: H, channels: 3 } })
              .webp({ quality: 72, effort: 6 })
              .toFile(path.join(outDir, "hero-poster.webp"));
        }
        stdin.end();
      },
    },
  );
if (!haveMaster) console.log(`frames rendered in ${((Date.now() - t0) / 1000).toFixed(1)} s`);

// Static fine grain (same pattern each frame) dithers gradient banding without costing motion bits.
const vf = "noise=alls=3:allf=u,format=yuv420p";
await run([
  "-i",
  master,
  "-vf",
  vf,
  "-c:v",
  "libx264",
  "-preset",
  "veryslow",
  "-tune",
  "grain",
  "-crf",
  "27",
  "-maxrate",
  "1300k",
  "-bufsize",
  "2600k",
  "-g",
  String(N),
  "-an",
  "-movflags",
  "+faststart",
  "-pix_fmt",
  "yuv420p",
  path.join(outDir, "hero.mp4"),
]);
await run([
  "-i",
  master,
  "-vf",
  vf,
  "-c:v",
  "libvpx-vp9",
  "-b:v",
  "1000k",
  "-crf",
  "36",
  "-maxrate",
  "1300k",
  "-bufsize",
  "2600k",
  "-deadline",
  "good",
  "-cpu-used",
  "2",
  "-row-mt",
  "1",
  "-g",
  String(N),
  "-an",
  "-pix_fmt",
  "yuv420p",
  path.join(outDir, "hero.webm"),
]);
await rm(tmp, { recursive: true, force: true });
for (const f of ["hero.mp4", "hero.webm", "hero-poster.webp"])
  console.log(`${((await stat(path.join(outDir, f))).size / 1024).toFixed(0).padStart(6)} KB  video/${f}`);
