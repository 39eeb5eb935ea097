import { NextResponse, type NextRequest } from "next/server";
import { isKnownRoute } from "@/lib/routes";

const SESSION_COOKIES = ["__Secure-next-auth.session-token", "next-auth.session-token"];

/** First line only: anonymous visitors of /admin/** go to the login page with a return URL (every admin page,
 *  action and route handler checks the session again itself), and requests for unknown paths are logged. */
export function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  if (pathname.startsWith("/admin") && !pathname.startsWith("/admin/login")) {
    const hasSession = SESSION_COOKIES.some((name) => request.cookies.has(name));
    if (!hasSession) {
      const login = new URL("/admin/login", request.url);
      login.searchParams.set("callbackUrl", pathname + search);
      return NextResponse.redirect(login);
    }
  }
  if (!isKnownRoute(pathname)) console.warn(`[404] unknown route requested: ${pathname}`);
  return NextResponse.next();
}

export const config = {
  // Not for build assets, images, video and icons served from public/.
  matcher: ["/((?!_next/|images/|video/|icons/|fonts/).*)"],
};
