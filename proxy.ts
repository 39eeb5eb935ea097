import { NextResponse, type NextRequest } from "next/server";
import { isKnownRoute, malformedSlugTarget } from "@/lib/routes";
import { logger } from "@/lib/log/logger";
import { adminCsp } from "@/lib/security/headers";

const log = logger("404");

const SESSION_COOKIES = ["__Secure-next-auth.session-token", "next-auth.session-token"];
/** The cookie of Next's draft mode (lib/preview). */
const DRAFT_MODE_COOKIE = "__prerender_bypass";

/** First line only: an address with malformed %-encoding is a 400; a malformed blog or case-study slug goes to its
 *  list before any lookup; anonymous visitors of /admin/** go to the login page with a return URL (every admin page,
 *  action and route handler checks the session again itself); admin responses get a per-request nonce CSP;
 *  requests for unknown paths are logged. */
export function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  if (!decodes(pathname)) {
    return new NextResponse("Bad request: the address has malformed %-encoding.", { status: 400, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  }
  if (!isKnownRoute(pathname)) log.warn({ path: pathname.slice(0, 200) }, "unknown route requested");
  const listInstead = malformedSlugTarget(pathname);
  if (listInstead) return NextResponse.redirect(new URL(listInstead, request.url), 307);
  if (!pathname.startsWith("/admin")) return publicResponse(request);

  if (!pathname.startsWith("/admin/login") && !SESSION_COOKIES.some((name) => request.cookies.has(name))) {
    const login = new URL("/admin/login", request.url);
    login.searchParams.set("callbackUrl", pathname + search);
    return NextResponse.redirect(login);
  }
  const nonce = Buffer.from(crypto.randomUUID()).toString("base64");
  const csp = adminCsp(nonce);
  const requestHeaders = withRequestId(request);
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

/** The request's headers with its id: set by scripts/serve.mjs (npm start), made here when something else serves
 *  the app (the standalone build). */
function withRequestId(request: NextRequest): Headers {
  const headers = new Headers(request.headers);
  if (!headers.get("x-request-id")) headers.set("x-request-id", crypto.randomUUID());
  return headers;
}

function decodes(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

/** A reverse proxy's micro-cache (deploy/nginx.conf) may keep a public page until the end of the current second and
 *  no longer (nginx's own lifetimes count whole seconds, which would keep an edit hidden for up to two). A preview
 *  (draft mode: the admin's Preview or a share link) and the pages a broken share link leads to are never stored by
 *  anyone and never indexed (Next itself answers draft mode with Cache-Control no-store). */
function publicResponse(request: NextRequest) {
  const headers = withRequestId(request);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set("X-Request-Id", headers.get("x-request-id")!);
  if (request.cookies.has(DRAFT_MODE_COOKIE) || /^\/(api\/)?preview(\/|$)/.test(request.nextUrl.pathname)) {
    response.headers.set("X-Accel-Expires", "0");
    response.headers.set("X-Robots-Tag", "noindex, nofollow");
  } else {
    response.headers.set("X-Accel-Expires", `@${Math.floor(Date.now() / 1000)}`);
  }
  return response;
}

export const config = {
  // Not for build assets, images, video and icons served from public/.
  matcher: ["/((?!_next/|images/|media/|video/|icons/|fonts/).*)"],
};
