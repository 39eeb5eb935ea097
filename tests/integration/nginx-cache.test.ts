// The shipped deploy/nginx.conf, run by Debian's nginx in front of a small upstream that counts what reaches it: public
// pages are micro-cached; /admin, /api and anything a session cookie is involved in always reach the app.
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deriveNginxConfig } from "../../scripts/nginx-config.mjs";

const SESSION = "next-auth.session-token=abc.def.ghi";
let upstream: http.Server;
let nginx: ChildProcess;
let base = "";
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "nginx-cache-"));
const hits = new Map<string, number>();

beforeAll(async () => {
  // Answers like Next from its page cache, cacheable by nginx for a minute (long enough to see a second answer
  // come from the cache); /set-session/* also sets a session cookie.
  upstream = http.createServer((request, response) => {
    const url = request.url ?? "/";
    const count = (hits.get(url) ?? 0) + 1;
    hits.set(url, count);
    response.setHeader("x-nextjs-cache", "HIT");
    response.setHeader("X-Accel-Expires", "60");
    response.setHeader("Cache-Control", "s-maxage=60");
    if (url.startsWith("/set-session/")) response.setHeader("Set-Cookie", `${SESSION}; Path=/; HttpOnly`);
    // A body's length is part of the answer (what nginx passed on).
    let received = 0;
    request.on("data", (chunk: Buffer) => (received += chunk.length));
    request.on("end", () => response.end(`${url} #${count}${received ? ` ${received}` : ""}`));
  });
  await new Promise<void>((resolve) => upstream.listen(0, "127.0.0.1", resolve));
  const port = 20000 + Math.floor(Math.random() * 20000);
  const conf = path.join(scratch, "nginx.conf");
  fs.writeFileSync(
    conf,
    deriveNginxConfig({ dir: scratch, port, upstreams: [`127.0.0.1:${(upstream.address() as AddressInfo).port}`] }),
  );
  nginx = spawn("/usr/sbin/nginx", ["-c", conf, "-e", path.join(scratch, "error.log")], { stdio: "inherit" });
  base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i++) {
    if (
      await fetch(`${base}/ready-check`).then(
        () => true,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error("nginx did not start");
});

afterAll(async () => {
  nginx?.kill("SIGTERM");
  await new Promise<void>((resolve) => upstream?.close(() => resolve()));
  fs.rmSync(scratch, { recursive: true, force: true });
});

const get = async (pathname: string, cookie?: string) => {
  const response = await fetch(base + pathname, { headers: cookie ? { cookie } : {} });
  return {
    body: await response.text(),
    cache: response.headers.get("x-cache"),
    setCookie: response.headers.get("set-cookie"),
  };
};

describe("deploy/nginx.conf in front of the app", () => {
  it("answers a public page's second request from its cache (the control: caching works here)", async () => {
    expect(await get("/portfolio")).toMatchObject({ body: "/portfolio #1", cache: "MISS" });
    expect(await get("/portfolio")).toMatchObject({ body: "/portfolio #1", cache: "HIT" });
  });

  it.each(["/admin", "/admin/portfolio", "/api/health", "/api/admin/export"])("never caches %s", async (pathname) => {
    expect((await get(pathname)).body).toBe(`${pathname} #1`);
    expect((await get(pathname)).body).toBe(`${pathname} #2`);
  });

  it.each([SESSION, `__Secure-${SESSION}`, `theme=dark; ${SESSION}`, "studio-share-preview=a.b"])(
    "never answers nor stores a request with the session cookie %s",
    async (cookie) => {
      const pathname = `/blogs?cookie=${encodeURIComponent(cookie)}`;
      expect((await get(pathname, cookie)).body).toBe(`${pathname} #1`);
      expect((await get(pathname, cookie)).body).toBe(`${pathname} #2`);
      // what a signed-in request got was not stored for visitors either
      expect(await get(pathname)).toMatchObject({ body: `${pathname} #3`, cache: "MISS" });
    },
  );

  it("passes the uploads the app allows (15 MB images, 10 MB imports) and refuses far larger bodies itself (issue 60, #12)", async () => {
    const post = (pathname: string, bytes: number) =>
      fetch(base + pathname, { method: "POST", body: Buffer.alloc(bytes, 0x20) }).then(async (response) => ({
        status: response.status,
        body: await response.text(),
      }));
    const MB = 1024 * 1024;
    expect(await post("/api/admin/media", 15 * MB)).toEqual({ status: 200, body: `/api/admin/media #1 ${15 * MB}` });
    expect(await post("/api/admin/import", 10 * MB)).toEqual({ status: 200, body: `/api/admin/import #1 ${10 * MB}` });
    expect((await post("/api/admin/media", 17 * MB)).status).toBe(413);
    expect((await post("/api/admin/import", 12 * MB)).status).toBe(413);
    expect((await post("/api/conversions", 2 * MB)).status).toBe(413);
    expect(hits.get("/api/conversions")).toBeUndefined();
  });

  it("never stores a response that sets a session cookie", async () => {
    const first = await get("/set-session/page");
    expect(first).toMatchObject({ body: "/set-session/page #1" });
    expect(first.setCookie).toContain("next-auth.session-token");
    const second = await get("/set-session/page");
    expect(second.body).toBe("/set-session/page #2");
  });
});
