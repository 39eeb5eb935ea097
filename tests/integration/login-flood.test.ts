// First: sets up what Next's request scope needs before the route handler loads next/headers.
import { inRequestScope, useAsAppDatabase } from "../support/next-route";
import { NextRequest } from "next/server";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { GET, POST } from "@/app/api/auth/[...nextauth]/route";
import { hashPassword } from "@/lib/auth/password";
import { parseCookieHeader, sessionFromCookies } from "@/lib/auth/session";
import { SIGN_IN_RATE_LIMIT, signInErrorMessage, signInRateLimitedMessage } from "@/lib/auth/sign-in-limit";
import { DATABASE_KINDS, freshDatabase, type TestDatabase } from "../support/database";

// bcrypt hashes on the shared, loaded test machine.
vi.setConfig({ testTimeout: 120_000, hookTimeout: 180_000 });

const SECRET = "login-flood-test-secret-0123456789";
const ORIGIN = "http://localhost:3000";
const ADMIN = { email: "admin@flood.test", password: "right-password" };
const { bucket, limit, windowMs } = SIGN_IN_RATE_LIMIT;

/** One request to the real /api/auth/[...nextauth] route handler, from `ip` (X-Forwarded-For, as the proxy sets it). */
function callAuth(
  method: "GET" | "POST",
  path: string,
  ip: string,
  init: { cookie?: string; form?: Record<string, string>; json?: string; proto?: string } = {},
) {
  const headers = new Headers({ "x-forwarded-for": ip });
  if (init.proto) headers.set("x-forwarded-proto", init.proto);
  if (init.cookie) headers.set("cookie", init.cookie);
  if (init.form) headers.set("content-type", "application/x-www-form-urlencoded");
  if (init.json !== undefined) headers.set("content-type", "application/json");
  const request = new NextRequest(new URL(`/api/auth/${path}`, ORIGIN), {
    method,
    headers,
    body: init.form ? new URLSearchParams(init.form).toString() : init.json,
  });
  const context = { params: Promise.resolve({ nextauth: path.split("?")[0].split("/") }) };
  const route: typeof POST = method === "GET" ? GET : POST;
  return inRequestScope(request, "/api/auth/[...nextauth]", () => route(request, context));
}

const cookiesOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");

/** A sign-in as the login form posts it: CSRF token and cookie first (unless `csrf` is false), then the credentials. */
async function signInPost(ip: string, email: string, password: string, csrf = true, proto?: string) {
  let cookie = "";
  let csrfToken = "";
  if (csrf) {
    const answer = await callAuth("GET", "csrf", ip, { proto });
    csrfToken = ((await answer.json()) as { csrfToken: string }).csrfToken;
    cookie = cookiesOf(answer);
  }
  return callAuth("POST", "callback/credentials", ip, {
    proto,
    cookie,
    form: { email, password, csrfToken, callbackUrl: `${ORIGIN}/admin`, json: "true" },
  });
}

describe.each(DATABASE_KINDS)("sign-in flood on %s", (kind) => {
  let database: TestDatabase;
  let restore = () => {};
  beforeAll(async () => {
    vi.stubEnv("NEXTAUTH_SECRET", SECRET);
    vi.stubEnv("NEXTAUTH_URL", ORIGIN);
    database = await freshDatabase(kind);
    restore = useAsAppDatabase(database);
    await database.prisma.user.create({
      data: { email: ADMIN.email, passwordHash: await hashPassword(ADMIN.password) },
    });
  });
  afterAll(async () => {
    restore();
    vi.unstubAllEnvs();
    await database?.close();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  const attemptsFrom = (ip: string) => database.prisma.loginAttempt.findMany({ where: { ip } });
  const hitsFrom = async (ip: string) =>
    (await database.prisma.rateLimiterFlexible.findUnique({ where: { key: `${bucket}:${ip}` } }))?.points ?? 0;

  it(`answers the ${limit + 1}th sign-in from one IP with 429 and Retry-After, without reaching next-auth`, async () => {
    const flooder = "203.0.113.50";
    // A bot: a few well-formed guesses (checked and recorded by the lockout), then bare posts without a CSRF token.
    for (let i = 0; i < limit; i++) {
      const answer = await signInPost(flooder, `guess${i}@flood.test`, "wrong", i < 3);
      expect(answer.status).not.toBe(429);
    }
    expect(await attemptsFrom(flooder)).toHaveLength(3);
    expect(await hitsFrom(flooder)).toBe(limit);

    // Even the right password is refused now, before next-auth: had it run, the IP (3 failures, under the
    // lockout's 5) would have signed in and a 4th attempt row would exist.
    const refused = await signInPost(flooder, ADMIN.email, ADMIN.password);
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(windowMs / 1000);
    const body = (await refused.json()) as { error: string; retryAfterSeconds: number; url: string };
    expect(body.error).toBe(signInRateLimitedMessage(retryAfter));
    expect(body.error).toMatch(/^Too many sign-in attempts from your network\. Please try again in \d+ minutes?\.$/);
    expect(body.retryAfterSeconds).toBe(retryAfter);
    expect(new URL(body.url).searchParams.get("error")).toBe(body.error);
    expect(refused.headers.getSetCookie().filter((c) => c.includes("session-token"))).toEqual([]);
    expect(await attemptsFrom(flooder)).toHaveLength(3);
    expect((await attemptsFrom(flooder)).some((a) => a.success)).toBe(false);
    expect(await hitsFrom(flooder)).toBe(limit + 1); // the refused post counted too (the window does not move)

    // Other next-auth requests from that IP are not limited.
    const csrf = await callAuth("GET", "csrf", flooder);
    expect(csrf.status).toBe(200);
    expect((await callAuth("GET", "session", flooder)).status).toBe(200);
    const { csrfToken } = (await csrf.json()) as { csrfToken: string };
    const signOut = await callAuth("POST", "signout", flooder, {
      cookie: cookiesOf(csrf),
      form: { csrfToken, json: "true" },
    });
    expect(signOut.status).not.toBe(429);

    // What the login page shows: next-auth's own client signIn() against this route turns the 429 into a result
    // the form maps to the message (window and fetch stand in for the browser; the server side is the real route).
    const jar = new Map<string, string>();
    vi.stubGlobal("window", { location: { href: `${ORIGIN}/admin/login` } });
    vi.stubGlobal("fetch", async (input: string | URL, init: RequestInit = {}) => {
      const url = new URL(String(input), ORIGIN);
      const form = init.body instanceof URLSearchParams ? Object.fromEntries(init.body) : undefined;
      const answer = await callAuth(
        init.method?.toUpperCase() === "POST" ? "POST" : "GET",
        url.pathname.replace("/api/auth/", "") + url.search,
        flooder,
        { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join("; "), form },
      );
      for (const [name, value] of Object.entries(parseCookieHeader(cookiesOf(answer))))
        jar.set(name, encodeURIComponent(value));
      return answer;
    });
    const { signIn } = await import("next-auth/react");
    const result = await signIn("credentials", { email: ADMIN.email, password: ADMIN.password, redirect: false });
    expect(result).toMatchObject({ ok: false, status: 429 });
    expect(signInErrorMessage(result)).toMatch(
      /^Too many sign-in attempts from your network\. Please try again in \d+ minutes?\.$/,
    );
    expect(await attemptsFrom(flooder)).toHaveLength(3);
  });

  it("lets a legitimate admin from another IP sign in during the flood, and clears that IP's count", async () => {
    const office = "198.51.100.7";
    const answer = await signInPost(office, ADMIN.email, ADMIN.password);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ url: `${ORIGIN}/admin` });
    const cookies = parseCookieHeader(cookiesOf(answer));
    expect(await sessionFromCookies(cookies, { secret: SECRET, prisma: async () => database.prisma })).toMatchObject({
      email: ADMIN.email,
      sessionId: expect.any(String),
    });
    expect(await attemptsFrom(office)).toMatchObject([{ email: ADMIN.email, success: true }]);
    expect(await hitsFrom(office)).toBe(0);
    // Signing out through next-auth ends the session: the same cookie, kept by someone else, proves nothing after.
    const csrf = await callAuth("GET", "csrf", office, { cookie: cookiesOf(answer) });
    const { csrfToken } = (await csrf.json()) as { csrfToken: string };
    const out = await callAuth("POST", "signout", office, {
      cookie: `${cookiesOf(answer)}; ${cookiesOf(csrf)}`,
      form: { csrfToken, json: "true" },
    });
    expect(out.status).toBe(200);
    expect(await sessionFromCookies(cookies, { secret: SECRET, prisma: async () => database.prisma })).toBeNull();
    // The flooding IP is still refused.
    expect((await signInPost("203.0.113.50", ADMIN.email, ADMIN.password)).status).toBe(429);
  });

  it("sets a Secure, prefixed session cookie when the trusted proxy says the client came over HTTPS, and only then", async () => {
    vi.stubEnv("TRUST_PROXY_HOPS", "1");
    const secure = await signInPost("192.0.2.61", ADMIN.email, ADMIN.password, true, "https");
    const cookie = secure.headers.getSetCookie().find((c) => c.startsWith("__Secure-next-auth.session-token="));
    expect(cookie).toMatch(/; Secure/i);
    expect(
      await sessionFromCookies(parseCookieHeader(cookiesOf(secure)), {
        secret: SECRET,
        prisma: async () => database.prisma,
      }),
    ).toMatchObject({ email: ADMIN.email, sessionId: expect.any(String) });
    // Without a trusted proxy the header is the client's own claim: plain cookies, as over HTTP.
    vi.stubEnv("TRUST_PROXY_HOPS", "0");
    const claimed = await signInPost("192.0.2.62", ADMIN.email, ADMIN.password, true, "https");
    const plain = claimed.headers.getSetCookie().find((c) => c.startsWith("next-auth.session-token="));
    expect(plain).toMatch(/HttpOnly/i);
    expect(plain).not.toMatch(/; Secure/i);
  });

  it("behind the trusted proxy, forged X-Forwarded-For entries neither escape the limit nor fill a victim's count (issue 21, #1)", async () => {
    vi.stubEnv("TRUST_PROXY_HOPS", "1");
    try {
      const proxySaw = "203.0.113.90";
      const victim = "192.0.2.99";
      // The client writes what it likes; the proxy appends the address it saw, the last entry.
      for (let i = 0; i < limit; i++) {
        const forged = i % 2 ? `10.0.${i}.1, ${proxySaw}` : `${victim}, ${proxySaw}`;
        expect((await signInPost(forged, `guess${i}@flood.test`, "wrong", false)).status).not.toBe(429);
      }
      expect((await signInPost(`198.18.0.1, ${victim}, ${proxySaw}`, ADMIN.email, ADMIN.password, false)).status).toBe(
        429,
      );
      expect(await hitsFrom(proxySaw)).toBe(limit + 1);
      expect(await hitsFrom(victim)).toBe(0);
      // The victim, through the same proxy, signs in as usual.
      const answer = await signInPost(victim, ADMIN.email, ADMIN.password);
      expect(answer.status).toBe(200);
      expect(await attemptsFrom(victim)).toMatchObject([{ email: ADMIN.email, success: true }]);
    } finally {
      vi.stubEnv("TRUST_PROXY_HOPS", "0");
    }
  });

  it("answers a JSON sign-in of the wrong shape 400 with a clear message, recording no attempt", async () => {
    const client = "192.0.2.44";
    for (const [json, error] of [
      [JSON.stringify({ email: { $ne: "" }, password: ["x"] }), "Email and password must be sent as text."],
      [JSON.stringify({ email: ADMIN.email, password: 42 }), "Email and password must be sent as text."],
      ["{not json", "The sign-in request is not valid JSON."],
    ] as const) {
      const answer = await callAuth("POST", "callback/credentials", client, { json });
      expect({ status: answer.status, body: await answer.json() }).toEqual({ status: 400, body: { error } });
    }
    expect(await attemptsFrom(client)).toEqual([]);
  });
});
