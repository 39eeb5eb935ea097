import http from "node:http";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { ResponseCache, watchTagExpiries } from "@/server/http/response-cache.mjs";

type Answer = {
  status?: number;
  cache?: string;
  cookie?: boolean;
  body?: string;
  gzip?: boolean;
  chunks?: number;
  noVary?: boolean;
};

/** A real HTTP server in front of a stand-in for Next that answers as `answer` says and counts what it rendered. */
async function serve(cache: ResponseCache, answer: (request: http.IncomingMessage) => Answer) {
  const seen = { next: 0 };
  const server = http.createServer((request, response) => {
    response.setHeader("X-Request-Id", String(Math.random()));
    const copy = cache.lookup(request);
    if (copy) return cache.send(response, copy);
    cache.capture(request, response);
    seen.next++;
    const a = { status: 200, cache: "HIT", body: `page ${request.url} #${seen.next}`, ...answer(request) };
    response.statusCode = a.status;
    if (!a.noVary) response.setHeader("Vary", "rsc, Accept-Encoding");
    response.setHeader("Content-Type", "text/html; charset=utf-8");
    if (a.cache) response.setHeader("x-nextjs-cache", a.cache);
    if (a.cookie) response.setHeader("Set-Cookie", "a=1");
    if (a.gzip) response.setHeader("Content-Encoding", "gzip");
    const bytes = a.gzip ? zlib.gzipSync(a.body) : Buffer.from(a.body);
    const size = Math.ceil(bytes.length / (a.chunks ?? 1));
    for (let i = 0; i + size < bytes.length; i += size) response.write(bytes.subarray(i, i + size));
    response.end(bytes.subarray(Math.floor((bytes.length - 1) / size) * size));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  servers.push(server);
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const get = async (path: string, headers: Record<string, string> = {}) => {
    const response = await fetch(base + path, { headers });
    return { status: response.status, headers: response.headers, body: await response.text() };
  };
  return { seen, get };
}
const servers: http.Server[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

describe("the in-process copy of public pages", () => {
  it("answers a repeated request with exactly what Next sent, without asking Next, and adds its own request id", async () => {
    const { seen, get } = await serve(new ResponseCache(), () => ({ chunks: 3 }));
    const first = await get("/web-apps?x=1");
    const second = await get("/web-apps?x=1");
    expect(seen.next).toBe(1);
    expect(second.body).toBe(first.body);
    expect(second.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(second.headers.get("x-nextjs-cache")).toBe("HIT");
    expect(second.headers.get("content-length")).toBe(String(Buffer.byteLength(first.body)));
    expect(second.headers.get("x-request-id")).not.toBe(first.headers.get("x-request-id"));
    expect(first.headers.get("age")).toBeNull();
    expect(second.headers.get("age")).toBe("0");
    // Another query string is another page.
    expect((await get("/web-apps?x=2")).body).toBe("page /web-apps?x=2 #2");
  });

  it("keeps one copy for each value of the headers the response varies on: compressed for a browser, RSC apart", async () => {
    const { seen, get } = await serve(new ResponseCache(), (request) => ({
      gzip: /gzip/.test(String(request.headers["accept-encoding"])),
    }));
    const gzip = { "Accept-Encoding": "gzip" };
    const plain = { "Accept-Encoding": "identity" };
    expect((await get("/", gzip)).body).toBe("page / #1"); // fetch decodes it
    expect((await get("/", plain)).body).toBe("page / #2");
    expect((await get("/", { ...plain, rsc: "1" })).body).toBe("page / #3");
    expect((await get("/", gzip)).body).toBe("page / #1");
    expect((await get("/", plain)).body).toBe("page / #2");
    expect((await get("/", { ...plain, rsc: "1" })).body).toBe("page / #3");
    expect(seen.next).toBe(3);
  });

  it("gives a compressed copy only to a client that accepts it, even when the response did not say it varies", async () => {
    const { seen, get } = await serve(new ResponseCache(), (request) => ({
      noVary: true,
      gzip: /gzip/.test(String(request.headers["accept-encoding"])),
    }));
    expect((await get("/", { "Accept-Encoding": "gzip" })).body).toBe("page / #1");
    expect((await get("/", { "Accept-Encoding": "identity" })).body).toBe("page / #2");
    expect((await get("/", { "Accept-Encoding": "gzip" })).body).toBe("page / #1");
    expect(seen.next).toBe(2);
  });

  it("never keeps a page Next rendered afresh, an error, a redirect or an answer that sets a cookie", async () => {
    for (const answer of [
      { cache: "MISS" },
      { cache: "STALE" },
      { cache: "" },
      { status: 404 },
      { status: 307 },
      { cookie: true },
    ]) {
      const { seen, get } = await serve(new ResponseCache(), () => answer);
      await get("/blogs");
      await get("/blogs");
      expect(seen.next, JSON.stringify(answer)).toBe(2);
    }
  });

  it("forgets every copy when cleared, and does not keep an answer that was under way then", async () => {
    const cache = new ResponseCache();
    let clearMidway = false;
    const { seen, get } = await serve(cache, () => {
      if (clearMidway) cache.clear(); // an edit lands while Next is answering
      return {};
    });
    await get("/blogs");
    cache.clear();
    expect((await get("/blogs")).body).toBe("page /blogs #2");
    clearMidway = true;
    await get("/portfolio");
    clearMidway = false;
    expect((await get("/portfolio")).body).toBe("page /portfolio #4");
    expect(seen.next).toBe(4);
    expect((await get("/portfolio")).body).toBe("page /portfolio #4");
  });

  it("keeps a copy for at most a second", async () => {
    let now = 1_000_000;
    const { get } = await serve(new ResponseCache({ now: () => now }), () => ({}));
    await get("/reviews");
    now += 999;
    expect((await get("/reviews")).body).toBe("page /reviews #1");
    const { get: getLong } = await serve(new ResponseCache({ maxAgeMs: 600_000, now: () => now }), () => ({}));
    await getLong("/reviews");
    now += 2500;
    expect((await getLong("/reviews")).headers.get("age")).toBe("2");
    now += 1;
    expect((await get("/reviews")).body).toBe("page /reviews #2");
  });

  it("lets go of expired copies by itself, so that a quiet server holds none", async () => {
    const cache = new ResponseCache({ maxAgeMs: 50 });
    const { get } = await serve(cache, () => ({}));
    await get("/a");
    await get("/b");
    expect(cache.bytes).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(cache.bytes).toBe(0);
  });

  it("holds at most its byte budget, dropping the page stored longest ago", async () => {
    const cache = new ResponseCache({ maxBytes: 4000 });
    const { get } = await serve(cache, (request) => ({ body: `${request.url}`.padEnd(900, ".") }));
    for (const path of ["/a", "/b", "/c", "/d", "/e"]) await get(path);
    expect(cache.bytes).toBeLessThanOrEqual(4000);
    const before = cache.bytes;
    await get("/e"); // still there
    expect(cache.bytes).toBe(before);
    await get("/a"); // dropped: asked of Next again, and stored again
    expect(cache.bytes).toBe(before);
    // A body over a quarter of the budget is never stored.
    const small = new ResponseCache({ maxBytes: 2000 });
    const { seen, get: getSmall } = await serve(small, () => ({ body: "x".repeat(600) }));
    await getSmall("/big");
    await getSmall("/big");
    expect(seen.next).toBe(2);
    expect(small.bytes).toBe(0);
  });
});

describe("watching Next's tag manifest", () => {
  it("calls back when a tag's expiry changes, not when a sync writes the same expiry again, and stops when told", () => {
    const manifest = new Map<string, unknown>([["posts", { expired: 1 }]]);
    let changes = 0;
    const stop = watchTagExpiries(manifest, () => changes++);
    manifest.set("posts", { expired: 1 });
    expect(changes).toBe(0);
    manifest.set("posts", { expired: 2 });
    manifest.set("projects", { stale: 5, expired: 5 });
    expect(changes).toBe(2);
    expect(manifest.get("posts")).toEqual({ expired: 2 });
    stop();
    manifest.set("posts", { expired: 3 });
    expect(changes).toBe(2);
  });
});
