import { NextResponse, type NextRequest } from "next/server";
import { adminCsp } from "@/lib/security/headers";

const SESSION_COOKIES = ["__Secure-next-auth.session-token", "next-auth.session-token"];

/** First line only, for /admin/**: anonymous visitors go to the login page with a return URL (every admin page,
 *  action and route handler checks the session again itself); responses get a per-request nonce CSP. Public
 *  requests never come here: Next's proxy costs more per request than serving a cached page, so their few checks
 *  (malformed %-encoding, malformed slugs, the micro-cache header, the log line of an unknown address) are made by
 *  server/serve.mjs (server/http/public-requests.mjs). */
export function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  if (!pathname.startsWith("/admin/login") && !SESSION_COOKIES.some((name) => request.cookies.has(name))) {
    const login = new URL("/admin/login", request.url);
    login.searchParams.set("callbackUrl", pathname + search);
    return NextResponse.redirect(login);
  }
  const nonce = Buffer.from(crypto.randomUUID()).toString("base64");
  const csp = adminCsp(nonce);
  const requestHeaders = new Headers(request.headers);
  // Set by server/serve.mjs; made here when something else serves the app.
  if (!requestHeaders.get("x-request-id")) requestHeaders.set("x-request-id", crypto.randomUUID());
  requestHeaders.set("x-nonce", nonce);
  requestHeaders.set("x-pathname", pathname + search); // the admin layout's return URL when it refuses a session
  requestHeaders.set("Content-Security-Policy", csp);
  const response = NextResponse.next({ request: { headers: requestHeaders } });
  response.headers.set("Content-Security-Policy", csp);
  response.headers.set("Cache-Control", "no-store");
  response.headers.set("X-Robots-Tag", "noindex, nofollow");
  response.headers.set("X-Request-Id", requestHeaders.get("x-request-id")!);
  return response;
}

export const config = {
  matcher: ["/admin", "/admin/:path*"],
};
