// server/serve.mjs's own answers, on a real HTTP server with the same response class and body guard, and a stand-in for
// Next that reads every body whole (as route handlers did): issue 60, #3 and #12.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { limitBody } from "@/server/http/body-limit.mjs";
import { BODY_LENGTH_HEADER, StudioResponse } from "@/server/http/studio-response.mjs";
import { bodyLimitFor } from "@/lib/security/body-limits.mjs";

/** What the stand-in for Next received of each request's body, by path. */
const received = new Map<string, number>();
let server: http.Server<typeof http.IncomingMessage, typeof StudioResponse>;
let port = 0;

beforeAll(async () => {
  server = http.createServer({ ServerResponse: StudioResponse }, (request, response) => {
    const pathname = (request.url ?? "/").split("?")[0];
    if (limitBody(request, response, pathname)) return;
    let bytes = 0;
    request.on("data", (chunk: Buffer) => {
      bytes += chunk.length;
      received.set(pathname, bytes);
    });
    request.on("error", () => undefined);
    request.on("end", () => {
      // What Next does with a page that redirects: the header set, then the render's headers appended again.
      response.setHeader("location", "/blogs");
      response.appendHeader("location", "/blogs");
      response.appendHeader("vary", ["rsc", "accept-encoding"]);
      response.appendHeader("vary", "rsc");
      response.setHeader(BODY_LENGTH_HEADER, "5");
      response.statusCode = 200;
      response.write("he");
      response.end("llo");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** A POST streamed in 64 KB chunks up to `total` bytes, stopping at the answer; each on a connection of its own. */
function post(pathname: string, total: number, declared = false) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string; sent: number }>(
    (resolve, reject) => {
      let sent = 0;
      let answered = false;
      const request = http.request(
        {
          host: "127.0.0.1",
          port,
          path: pathname,
          method: "POST",
          agent: false,
          headers: declared ? { "content-length": String(total) } : {},
        },
        (response) => {
          answered = true;
          let body = "";
          response.on("data", (chunk: Buffer) => (body += chunk));
          response.on("end", () =>
            resolve({ status: response.statusCode ?? 0, headers: response.headers, body, sent }),
          );
        },
      );
      request.on("error", (error) => (answered ? undefined : reject(error)));
      const chunk = Buffer.alloc(64 * 1024, 0x20);
      const pump = () => {
        while (!answered && sent < total) {
          const piece = chunk.subarray(0, Math.min(chunk.length, total - sent));
          sent += piece.length;
          if (!request.write(piece)) return void request.once("drain", pump);
        }
        if (!answered) request.end();
      };
      pump();
    },
  );
}

describe("request bodies held to their route's limit as they arrive", () => {
  it("a chunked body past the limit is answered 413 after the first bytes past it; no more reach the route", async () => {
    const limit = bodyLimitFor("/api/conversions").bytes;
    const answer = await post("/api/conversions", 64 * 1024 * 1024);
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual({
      ok: false,
      error: "Request too large: this address accepts at most 4 KB.",
      message: "Request too large: this address accepts at most 4 KB.",
    });
    expect(answer.sent).toBeLessThan(8 * 1024 * 1024);
    expect(received.get("/api/conversions") ?? 0).toBeLessThanOrEqual(limit);
  });

  it("a declared length past the limit is answered at once, and the route never sees the request", async () => {
    const answer = await post("/api/admin/import", 12 * 1024 * 1024, true);
    expect(answer.status).toBe(413);
    expect(received.has("/api/admin/import")).toBe(false);
    const page = await post("/", 65 * 1024);
    expect({ status: page.status, body: page.body }).toEqual({
      status: 413,
      body: "Request too large: this address accepts at most 64 KB.",
    });
  });

  it("a body within the limit reaches the route whole; the answer repeats no header and states its length", async () => {
    const answer = await post("/api/admin/media", 15 * 1024 * 1024);
    expect(answer.status).toBe(200);
    expect(received.get("/api/admin/media")).toBe(15 * 1024 * 1024);
    expect(answer.body).toBe("hello");
    expect(answer.headers.location).toBe("/blogs");
    expect(answer.headers.vary).toBe("rsc, accept-encoding");
    expect(answer.headers["content-length"]).toBe("5");
    expect(answer.headers[BODY_LENGTH_HEADER]).toBeUndefined();
    expect(answer.headers["transfer-encoding"]).toBeUndefined();
  });
});
