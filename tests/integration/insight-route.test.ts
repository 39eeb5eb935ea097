import { beforeAll, describe, expect, it } from "vitest";
import { NextRequest } from "next/server";

// The database this process would use does not answer (nothing listens on port 1): the beacon is dropped, quickly.
process.env.DATABASE_URL = "postgres://postgres@127.0.0.1:1/unreachable";
const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";

describe("POST /api/insight", () => {
  let POST: (request: NextRequest) => Promise<Response>;
  beforeAll(async () => {
    ({ POST } = await import("@/app/api/insight/route"));
  });
  const beacon = (body: BodyInit, headers: Record<string, string> = {}) =>
    new NextRequest("http://studio.test/api/insight", {
      method: "POST",
      body,
      headers: { "user-agent": BROWSER, ...headers },
    });
  const view = JSON.stringify({ kind: "view", visit: "visit-000000000001", path: "/", device: "mobile" });

  it("reads at most 2 KB of a body, announced or streamed, and refuses the rest with 413", async () => {
    expect((await POST(beacon("x".repeat(5000)))).status).toBe(413);
    const stream = new ReadableStream({
      start(controller) {
        for (let i = 0; i < 10; i++) controller.enqueue(new TextEncoder().encode("y".repeat(1000)));
        controller.close();
      },
    });
    const init = { method: "POST", body: stream, headers: { "user-agent": BROWSER }, duplex: "half" };
    const streamed = new NextRequest(new Request("http://studio.test/api/insight", init as RequestInit));
    expect((await POST(streamed)).status).toBe(413);
  });

  it("answers Do-Not-Track and robots without touching the database", async () => {
    expect((await POST(beacon(view, { dnt: "1" }))).status).toBe(204);
    expect((await POST(beacon(view, { "user-agent": "Googlebot/2.1" }))).status).toBe(204);
    expect((await POST(beacon("{"))).status).toBe(400);
  });

  it("drops a beacon with 503 while the database is away, within seconds", async () => {
    const started = Date.now();
    const response = await POST(beacon(view));
    expect(response.status).toBe(503);
    expect(Date.now() - started).toBeLessThan(5000);
  }, 15_000);
});
