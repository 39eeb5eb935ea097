// Reports the compressed JavaScript the home page ships: the gzip size of every script chunk the HTML of /
// references, fetched from a running server.  Usage: node bench/home.mjs [http://127.0.0.1:3200]
import zlib from "node:zlib";

const origin = (process.argv[2] ?? process.env.BENCH_URL ?? "http://127.0.0.1:3200").replace(/\/$/, "");
const html = await (await fetch(`${origin}/`)).text();
const srcs = [...new Set([...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => m[1]))];
let total = 0;
const rows = [];
for (const src of srcs) {
  const body = Buffer.from(await (await fetch(new URL(src, origin))).arrayBuffer());
  const gz = zlib.gzipSync(body, { level: 9 }).length;
  total += gz;
  rows.push({ chunk: src.split("/").pop(), raw: body.length, gzip: gz });
}
rows.sort((a, b) => b.gzip - a.gzip);
console.table(rows);
console.log(
  `Home page: ${srcs.length} script chunks, ${(total / 1024).toFixed(1)} KiB gzip (JavaScript shipped on first load)`,
);
console.log(
  `Lighthouse scores: npx lighthouse ${origin}/ --chrome-flags="--headless --no-sandbox" (where lighthouse is installed)`,
);
