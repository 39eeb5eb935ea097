import NextAuth from "next-auth";
import { NextResponse, type NextRequest } from "next/server";
import { credentialsShapeError } from "@/lib/auth/credentials-shape";
import { authOptionsFor, sessionCookieName } from "@/lib/auth/options";
import { SIGN_IN_RATE_LIMIT, signInRateLimitedMessage } from "@/lib/auth/sign-in-limit";
import { ipFromHeaders } from "@/lib/leads/client-ip";
import { forget, hit } from "@/lib/rate-limit";
import { requestIsHttps } from "@/lib/security/client-address";
import { bodyAborted, bodyTooLarge, readLimited, routeBodyLimit } from "@/lib/security/read-body";
import { logger } from "@/lib/log/logger";
import { routeSession } from "@/lib/admin/action";
import { DATABASE_UNAVAILABLE } from "@/lib/results/action-result";

const log = logger("auth");

const handlers = { https: NextAuth(authOptionsFor(true)), http: NextAuth(authOptionsFor(false)) };

/** next-auth with Secure cookies when the client came over HTTPS (directly or through the trusted proxy). */
const handler = (request: NextRequest, context: Context): Promise<Response> =>
  handlers[requestIsHttps(request.headers) ? "https" : "http"](request, context);

interface Context {
  params: Promise<{ nextauth: string[] }>;
}

const { bucket, limit, windowMs } = SIGN_IN_RATE_LIMIT;

/** next-auth set a non-empty session cookie: the sign-in succeeded. */
const signedIn = (response: Response) =>
  response.headers
    .getSetCookie()
    .some((cookie) =>
      [true, false]
        .map(sessionCookieName)
        .some((name) => cookie.startsWith(`${name}=`) && !cookie.startsWith(`${name}=;`)),
    );

/** 429 with Retry-After, without calling next-auth. The body also carries `url` in next-auth's own failure shape
 *  (the error page with `?error=<message>`), so next-auth's client `signIn()` returns
 *  `{ ok: false, status: 429, error: <message> }` instead of failing to parse it. */
function tooManyAttempts(request: NextRequest, retryAfterSeconds: number) {
  const message = signInRateLimitedMessage(retryAfterSeconds);
  const url = new URL("/admin/login", request.url);
  url.searchParams.set("error", message);
  return NextResponse.json(
    { error: message, retryAfterSeconds, url: url.toString() },
    { status: 429, headers: { "Retry-After": String(retryAfterSeconds), "Cache-Control": "no-store" } },
  );
}

/** Credentials sign-ins (POST /api/auth/callback/credentials) pass a per-IP rate limit first (SIGN_IN_RATE_LIMIT,
 *  counted in the database); a successful sign-in clears its IP's count, as the lockout does. The per-account and
 *  per-IP lockout inside next-auth's authorize() stays as it is. Other next-auth requests are not limited. */
async function POST(request: NextRequest, context: Context): Promise<Response> {
  // next-auth reads the body whole: read a copy first, never past this route's limit (16 KB).
  const bodyLimit = routeBodyLimit(request);
  const body = await readLimited(request.clone(), bodyLimit.bytes);
  if (!body.ok) return body.reason === "too-large" ? bodyTooLarge(bodyLimit) : bodyAborted();
  const [action, provider] = (await context.params).nextauth ?? [];
  if (action !== "callback" || provider !== "credentials") return handler(request, context);
  const ip = ipFromHeaders(request.headers);
  // Fail open when the database cannot count: sign-in needs it anyway and will answer for itself.
  const counted = await hit(bucket, ip, limit, windowMs).catch((error: unknown) => {
    log.error({ err: error }, "could not check the sign-in rate limit");
    return null;
  });
  if (counted && !counted.allowed) return tooManyAttempts(request, counted.retryAfterSeconds);
  const shapeError = await credentialsShapeError(request);
  if (shapeError)
    return NextResponse.json({ error: shapeError }, { status: 400, headers: { "Cache-Control": "no-store" } });
  const response: Response = await handler(request, context);
  if (signedIn(response)) {
    await forget(bucket, ip).catch((error: unknown) =>
      log.error({ err: error }, "could not clear the sign-in rate limit"),
    );
  }
  return response;
}

const NO_STORE = { "Cache-Control": "no-store" };

/** next-auth's session endpoint answers only for a session this server still honours (lib/auth/session.ts: not signed
 *  out or ended, within its 7 days): for any other cookie, an empty session and the cookie cleared, never a re-signed
 *  copy of it or its e-mail. Other GETs go to next-auth. */
async function GET(request: NextRequest, context: Context): Promise<Response> {
  const [action] = (await context.params).nextauth ?? [];
  if (action !== "session") return handler(request, context);
  let session: Awaited<ReturnType<typeof routeSession>>;
  try {
    session = await routeSession(request);
  } catch (error) {
    log.error({ err: error }, "could not check the session");
    return NextResponse.json(
      { error: DATABASE_UNAVAILABLE },
      { status: 503, headers: { ...NO_STORE, "Retry-After": "10" } },
    );
  }
  if (session) return handler(request, context);
  const response = NextResponse.json({}, { headers: NO_STORE });
  for (const secure of [true, false]) {
    const name = sessionCookieName(secure);
    if (request.cookies.has(name))
      response.cookies.set(name, "", { path: "/", maxAge: 0, httpOnly: true, sameSite: "lax", secure });
  }
  return response;
}

export { GET, POST };
