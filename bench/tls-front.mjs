// How a phone reaches the site in production, for Lighthouse: nginx with TLS and HTTP/2 as deploy/nginx/tls.conf
// runs it (a throwaway certificate from deploy/make-cert.sh; the caching and headers of deploy/nginx.conf) in front
// of one bench server. Lighthouse's mobile estimate replays the page's requests over a simulated slow 4G link and
// gives every connection its own handshake and slow start: over `next start`'s plain HTTP/1.1 that is six
// connections to the origin, over HTTP/2 one, which is what any TLS front (nginx, a CDN, a load balancer) speaks to
// browsers. The bare page is measured through a front of its own, the same way.
import https from "node:https";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { spawnSync } from "node:child_process";
import { NGINX, startNginx } from "./nginx.mjs";
import { freePort } from "./server.mjs";
import { deriveNginxConfig } from "../scripts/nginx-config.mjs";

/** Whether this machine can run the front (Debian: apt-get install -y nginx). */
export const tlsFrontAvailable = () => fs.existsSync(NGINX);

/** `GET url` answered 200, certificate unchecked (it is the front's own). @param {string} url */
const answers = (url) =>
  new Promise((resolve) => {
    https
      .get(url, { rejectUnauthorized: false }, (response) => {
        response.resume();
        resolve(response.statusCode === 200);
      })
      .on("error", () => resolve(false));
  });

/** Starts the front for the server at `upstream` (http://host:port); `url` is its https origin. @param {string} upstream */
export async function startTlsFront(upstream) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-tls-"));
  const cert = spawnSync("sh", ["deploy/make-cert.sh", "localhost", dir], { encoding: "utf8" });
  if (cert.status !== 0) throw new Error(`deploy/make-cert.sh failed: ${cert.stderr}`);
  const port = await freePort();
  const nginx = startNginx(dir, deriveNginxConfig({ dir, port, upstreams: [new URL(upstream).host], tls: true }));
  const url = `https://127.0.0.1:${port}`;
  for (let i = 0; i < 60; i++) {
    if (await answers(url + "/")) return { url, stop: nginx.stop };
    await new Promise((r) => setTimeout(r, 500));
  }
  await nginx.stop();
  throw new Error(`the TLS front at ${url} did not answer within 30 s`);
}
