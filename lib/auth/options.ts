import "server-only";
import type { AuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import { db } from "@/lib/db";
import { attemptLogin, clientIp } from "./login";
import { endAllSessions } from "./revoke";
import { authRedirect } from "./callback-url";

/** A signed-in admin session lasts 8 hours (and never more than 7 days from its sign-in: lib/auth/revoke.ts). */
const SESSION_MAX_AGE_S = 8 * 60 * 60;

/** The session cookie's name: next-auth's default, which proxy.ts and lib/auth/session.ts also look for. */
export const sessionCookieName = (secure: boolean) => `${secure ? "__Secure-" : ""}next-auth.session-token`;

/** next-auth's options for one kind of request: over HTTPS (lib/security/client-address.ts `requestIsHttps`) every
 *  cookie is Secure and carries the __Secure-/__Host- prefix; plain HTTP only for local use and tests. */
export function authOptionsFor(secure: boolean): AuthOptions {
  return {
    secret: process.env.NEXTAUTH_SECRET,
    session: { strategy: "jwt", maxAge: SESSION_MAX_AGE_S },
    jwt: { maxAge: SESSION_MAX_AGE_S },
    useSecureCookies: secure,
    cookies: {
      sessionToken: {
        name: sessionCookieName(secure),
        options: { httpOnly: true, sameSite: "lax", path: "/", secure },
      },
    },
    pages: { signIn: "/admin/login", error: "/admin/login" },
    providers: [
      CredentialsProvider({
        name: "Email",
        credentials: {
          email: { label: "Email", type: "email" },
          password: { label: "Password", type: "password" },
          code: { label: "Code", type: "text" },
        },
        async authorize(credentials, req) {
          if (!credentials?.email || !credentials.password) return null;
          // A LockedOutError's or SecondFactorError's message reaches the login form as the sign-in error.
          const userAgent = req.headers?.["user-agent"];
          return attemptLogin(await db(), {
            email: credentials.email,
            password: credentials.password,
            code: credentials.code,
            ip: clientIp(req.headers ?? {}),
            userAgent: typeof userAgent === "string" ? userAgent : undefined,
          });
        },
      }),
    ],
    callbacks: {
      // At sign-in the token records the account's session version and the time; lib/auth/session.ts checks both.
      jwt({ token, user }) {
        if (user) {
          token.email = user.email;
          token.sv = (user as { sessionVersion?: number }).sessionVersion ?? 0;
          token.signedInAt = Math.floor(Date.now() / 1000);
          token.sid = (user as { sessionId?: string }).sessionId;
        }
        return token;
      },
      // Where next-auth sends the browser after signing in or out: a path on this site only (lib/url/local-path.ts).
      redirect: ({ url, baseUrl }) => authRedirect(url, baseUrl),
      session({ session, token }) {
        if (session.user) session.user.email = token.email ?? null;
        return session;
      },
    },
    events: {
      // Signing out ends every session of the account, on every device, including copies of the cookie.
      async signOut({ token }) {
        if (typeof token?.email === "string") await endAllSessions(await db(), token.email);
      },
    },
  };
}
