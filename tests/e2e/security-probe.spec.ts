import http from "node:http";
import os from "node:os";
import { expect, test, type Page } from "@playwright/test";
import sharp from "sharp";
import { signIn } from "./admin-support";

// Replays of the second probe (issue 60) against the production server (server/serve.mjs, no proxy in front of the
// body limits); each failed on the build before it.
test.describe.configure({ timeout: 120_000 });

const port = Number(process.env.E2E_PORT ?? 3100);

interface Sent {
  status: number;
  body: string;
  /** Bytes of the body written before the answer came. */
  sent: number;
}

/** A POST whose body is streamed in chunks (Transfer-Encoding: chunked, no Content-Length), up to `total` bytes,
 *  stopping as soon as an answer comes. */
function postChunked(pathname: string, total: number, headers: Record<string, string> = {}): Promise<Sent> {
  return new Promise((resolve, reject) => {
    let sent = 0;
    let answered = false;
    const request = http.request(
      {
        host: "127.0.0.1",
        port,
        path: pathname,
        method: "POST",
        headers: { "content-type": "application/json", ...headers },
      },
      (response) => {
        answered = true;
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString(), sent }),
        );
        response.on("error", reject);
      },
    );
    request.on("error", (error) => (answered ? undefined : reject(error)));
    const chunk = Buffer.alloc(64 * 1024, 0x20);
    const pump = () => {
      while (!answered && sent < total) {
        sent += chunk.length;
        if (!request.write(chunk)) return void request.once("drain", () => setTimeout(pump, 1));
      }
      if (!answered) request.end();
    };
    pump();
  });
}

/** The admin's session cookie, for requests made outside the browser. */
async function adminCookie(page: Page): Promise<string> {
  await signIn(page);
  return (await page.context().cookies())
    .filter((c) => c.name.endsWith("next-auth.session-token"))
    .map((c) => `${c.name}=${c.value}`)
    .join("; ");
}

test("(1) the preview exit returns only to a path on this site: 400 for another site or control characters", async ({
  request,
}) => {
  for (const to of [
    "/%09/evil.example",
    "/%09%09/evil.example",
    "/%0a/x",
    "/%0d/x",
    "//evil.example",
    "/%5Cevil.example",
  ]) {
    const response = await request.get(`/api/preview/exit?to=${to}`, { maxRedirects: 0 });
    expect(response.status(), to).toBe(400);
    expect(response.headers().location, to).toBeUndefined();
  }
  const home = await request.get("/api/preview/exit?to=/blogs", { maxRedirects: 0 });
  expect(home.status()).toBe(307);
  expect(home.headersArray().filter((h) => h.name.toLowerCase() === "location")).toEqual([
    { name: "location", value: "/blogs" },
  ]);
});

test("(3) a body past its route's limit is refused with 413 as it arrives, chunked or declared", async ({ page }) => {
  // An open endpoint: 4 KB. The answer comes after the first chunk, long before the 8 MB are sent.
  const click = await postChunked("/api/conversions", 8 * 1024 * 1024);
  expect(click.status).toBe(413);
  expect(JSON.parse(click.body)).toMatchObject({ ok: false, error: expect.stringContaining("at most 4 KB") });
  expect(click.sent).toBeLessThan(2 * 1024 * 1024);
  // A public page's server action (the contact form, whose id its page carries for browsers without JavaScript): 64 KB.
  const home = await page.request.get("/");
  const actionId = /&quot;id&quot;:&quot;([0-9a-f]{40,})&quot;/.exec(await home.text())?.[1];
  expect(actionId, "the contact form's action id on /").toBeTruthy();
  const action = await postChunked("/", 4 * 1024 * 1024, {
    "next-action": actionId!,
    "content-type": "text/plain;charset=UTF-8",
  });
  expect(action.status).toBe(413);
  expect(action.sent).toBeLessThan(2 * 1024 * 1024);
  // The admin's import (10 MB), chunked so that no Content-Length announces it.
  const cookie = await adminCookie(page);
  const chunked = await postChunked("/api/admin/import?mode=preview", 24 * 1024 * 1024, { cookie });
  expect(chunked.status).toBe(413);
  expect(chunked.sent).toBeLessThan(16 * 1024 * 1024);
  // A declared length past the limit is refused before a byte is read.
  const declared = await page.request.post("/api/admin/import?mode=preview", {
    headers: { cookie },
    data: Buffer.alloc(10 * 1024 * 1024 + 1, 0x20),
  });
  expect(declared.status()).toBe(413);
  // Within the limit the route answers for itself.
  const small = await page.request.post("/api/conversions", { data: { action: "nope" } });
  expect(small.status()).toBe(400);
});

test("(8) changes sent from another site's page are refused with 403: admin routes and server actions", async ({
  page,
}) => {
  const cookie = await adminCookie(page);
  const foreign = { cookie, origin: "https://evil.example", "content-type": "application/json" };
  const preview = await page.request.post("/api/admin/blog-preview", { headers: foreign, data: { content: "x" } });
  expect(preview.status()).toBe(403);
  const own = await page.request.post("/api/admin/blog-preview", {
    headers: { ...foreign, origin: `http://127.0.0.1:${port}` },
    data: { content: "x" },
  });
  expect(own.status()).toBe(200);
  const crossSite: Record<string, string>[] = [
    { origin: "https://evil.example" },
    { origin: "null" },
    { "sec-fetch-site": "cross-site" },
  ];
  for (const headers of crossSite) {
    const action = await page.request.post("/admin/settings", {
      headers: { cookie, "next-action": "0".repeat(42), "content-type": "text/plain;charset=UTF-8", ...headers },
      data: "[]",
    });
    expect(action.status(), JSON.stringify(headers)).toBe(403);
  }
});

test("(12) a redirect names its Location once", async ({ request }) => {
  for (const path of ["/blog/no-such-post-anywhere", "/case-study/no-such-study-anywhere"]) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(307);
    expect(response.headersArray().filter((h) => h.name.toLowerCase() === "location")).toHaveLength(1);
  }
});

test("(9) npm start without HOSTNAME answers on this machine only, not on its network address", async ({ request }) => {
  const outside = Object.values(os.networkInterfaces())
    .flat()
    .find((address) => address && address.family === "IPv4" && !address.internal)?.address;
  expect(outside, "this machine has a network address to try").toBeTruthy();
  expect((await request.get("/api/health/live")).status()).toBe(200);
  const reached = await fetch(`http://${outside}:${port}/api/health/live`).then(
    (response) => response.status,
    (error: Error) => (error.cause as { code?: string } | undefined)?.code ?? error.message,
  );
  expect(reached).toBe("ECONNREFUSED");
});

test("(10) a library file keeps its own strict policy and its length", async ({ page }) => {
  const cookie = await adminCookie(page);
  const png = await sharp({ create: { width: 96, height: 64, channels: 3, background: "#2a6" } })
    .png()
    .toBuffer();
  const uploaded = await page.request.post("/api/admin/media", {
    headers: { cookie, "x-file-name": `probe-${Date.now()}.png`, "content-type": "image/png" },
    data: png,
  });
  expect([200, 201]).toContain(uploaded.status());
  const { url } = (await uploaded.json()).media as { url: string };
  for (const path of [url, `${url}/w640`]) {
    const response = await page.request.get(path, { headers: { accept: "image/avif,image/webp" } });
    expect(response.status(), path).toBe(200);
    const csp = response.headersArray().filter((h) => h.name.toLowerCase() === "content-security-policy");
    expect(
      csp.map((h) => h.value),
      path,
    ).toEqual(["default-src 'none'; sandbox"]);
    expect(Number(response.headers()["content-length"]), path).toBe((await response.body()).length);
  }
});

test("(12) next-auth's session endpoint neither names nor re-issues a session that was signed out", async ({
  page,
  browser,
}) => {
  await signIn(page);
  const copied = (await page.context().cookies()).filter((c) => c.name.endsWith("next-auth.session-token"));
  const live = await page.request.get("/api/auth/session");
  expect((await live.json()).user?.email).toBeTruthy(); // a session in force is answered as before
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/admin\/login/);

  const thief = await browser.newContext();
  await thief.addCookies(copied);
  const response = await thief.request.get("/api/auth/session");
  expect(await response.json()).toEqual({});
  const reissued = response
    .headersArray()
    .filter((h) => h.name.toLowerCase() === "set-cookie" && /next-auth\.session-token=[^;]/.test(h.value));
  expect(reissued).toEqual([]);
  await thief.close();
});

test("(12) public /api/health says whether the site is up, nothing more; the details stay on this machine", async ({
  request,
}) => {
  const outside = await request.get("/api/health", { headers: { "x-forwarded-for": "203.0.113.9" } });
  expect(outside.status()).toBe(200);
  expect(await outside.json()).toEqual({ status: "ok" });
  const here = await request.get("/api/health");
  expect(await here.json()).toMatchObject({ status: "ok", database: "up", migrations: "up" });
  expect((await request.get("/api/health/live", { headers: { "x-forwarded-for": "203.0.113.9" } })).status()).toBe(200);
});
