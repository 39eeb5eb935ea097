// Compressed JavaScript each page ships: the gzip size of every script the HTML references.
import zlib from "node:zlib";

export async function jsBytes(url) {
  const html = await (await fetch(url)).text();
  const srcs = [...new Set([...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => m[1]))];
  let total = 0;
  for (const src of srcs) {
    const body = Buffer.from(await (await fetch(new URL(src, url))).arrayBuffer());
    total += zlib.gzipSync(body, { level: 9 }).length;
  }
  return { scripts: srcs.length, gzipBytes: total };
}
