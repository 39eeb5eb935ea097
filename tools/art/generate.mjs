#!/usr/bin/env node
// Generative imagery for the site. Usage: node tools/art/generate.mjs [filter]
// Every image is deterministic: same id + accent -> same pixels. Output goes to public/ (and app/ for icons).
import "./lib/fonts.mjs"; // first: points fontconfig at the brand fonts before sharp loads
import { mkdir, readFile, writeFile, stat } from "node:fs/promises";
import path from "node:path";
import os from "node:os";
import sharp from "sharp";
import { createContext, documentSvg, renderTo, OUT_ROOT } from "./lib/svg.mjs";
import { jobs, PROJECT_LOGOS } from "./catalog.mjs";
import {
  writeIcons,
  ogSvg,
  placeholderSvg,
  avatarSvg,
  reviewAvatar,
  reviewersIn,
  logoSvg,
  portraitSvg,
} from "./brand.mjs";

const filter = process.argv[2] || "";
const results = [];
const want = (p) => !filter || p.includes(filter);

async function runPool(items, n, fn) {
  let i = 0;
  await Promise.all(
    Array.from({ length: n }, async () => {
      while (i < items.length) await fn(items[i++]);
    }),
  );
}

sharp.concurrency(1);
const scenes = jobs().filter((j) => want(j.path));
await runPool(scenes, Math.max(2, os.cpus().length), async (j) => {
  const c = createContext({ id: j.id, accent: j.accent, width: j.width, height: j.height });
  const svg = documentSvg(c, j.scene(c), { mode: j.mode, bg: j.bg });
  results.push({ path: j.path, ...(await renderTo(svg, j.path)) });
});

const people = [
  ["aarav-mehta", "AM", "blue/cyan"],
  ["ishita-rao", "IR", "pink/purple"],
  ["kabir-khanna", "KK", "green/cyan"],
].map(([id, ini, acc]) => ({ id, svg: avatarSvg(ini, acc, id) }));
// Each review's avatar carries its reviewer's initials: the names come from content/reviews.ts, in the order of
// their images (review-01 …).
for (const [n, name] of reviewersIn(await readFile(path.resolve("content/reviews.ts"), "utf8")))
  people.push(reviewAvatar(n, name));
for (const p of people) {
  const rel = `images/people/${p.id}.webp`;
  if (want(rel)) results.push({ path: rel, ...(await renderTo(p.svg, rel, { quality: 80 })) });
}

if (want("images/people/ceo-portrait.svg")) {
  const file = path.join(OUT_ROOT, "images/people/ceo-portrait.svg");
  await writeFile(file, portraitSvg());
  results.push({ path: "images/people/ceo-portrait.svg", bytes: (await stat(file)).size });
}

for (const [id, [name, mark]] of Object.entries(PROJECT_LOGOS)) {
  const rel = `images/projects/${id}/logo.svg`;
  if (!want(rel)) continue;
  const file = path.join(OUT_ROOT, rel);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, logoSvg(name, mark));
  results.push({ path: rel, bytes: (await stat(file)).size });
}

if (want("images/og-default.png")) {
  const file = path.join(OUT_ROOT, "images/og-default.png");
  const info = await sharp(Buffer.from(ogSvg()))
    .png({ palette: true, quality: 92, colours: 256, dither: 1, compressionLevel: 9, effort: 10 })
    .toFile(file);
  results.push({ path: "images/og-default.png", bytes: info.size });
}
if (want("images/placeholder.webp"))
  results.push({ path: "images/placeholder.webp", ...(await renderTo(placeholderSvg(), "images/placeholder.webp")) });
if (!filter || filter === "icons")
  for (const f of await writeIcons())
    results.push({ path: path.relative(path.resolve(OUT_ROOT, ".."), f), bytes: (await stat(f)).size });

results.sort((a, b) => a.path.localeCompare(b.path));
let total = 0;
for (const r of results) {
  total += r.bytes;
  console.log(`${(r.bytes / 1024).toFixed(1).padStart(7)} KB  ${r.path}`);
}
console.log(`${results.length} files, ${(total / 1024).toFixed(0)} KB`);
