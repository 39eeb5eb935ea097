import "server-only";
import type { AuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import { db } from "@/lib/db";
import { attemptLogin, clientIp } from "./login";

/** A signed-in admin session lasts 8 hours. */
export const SESSION_MAX_AGE_S = 8 * 60 * 60;

/** Secure cookies whenever the site is served over HTTPS (production); plain HTTP only for local use and tests. */
export const useSecureCookies = (process.env.NEXTAUTH_URL ?? "").startsWith("https://");

/** The session cookie's name: next-auth's default, which proxy.ts also looks for. */
export const SESSION_COOKIE = `${useSecureCookies ? "__Secure-" : ""}next-auth.session-token`;

export const authOptions: AuthOptions = {
  secret: process.env.NEXTAUTH_SECRET,
  session: { strategy: "jwt", maxAge: SESSION_MAX_AGE_S },
  jwt: { maxAge: SESSION_MAX_AGE_S },
  useSecureCookies,
  cookies: {
    sessionToken: {
      name: SESSION_COOKIE,
      options: { httpOnly: true, sameSite: "lax", path: "/", secure: useSecureCookies },
    },
  },
  pages: { signIn: "/admin/login", error: "/admin/login" },
  providers: [
    CredentialsProvider({
      name: "Email",
      credentials: { email: { label: "Email", type: "email" }, password: { label: "Password", type: "password" } },
      async authorize(credentials, req) {
        if (!credentials?.email || !credentials.password) return null;
        // A LockedOutError's message reaches the login form as the sign-in error.
        return attemptLogin(await db(), {
          email: credentials.email, password: credentials.password, ip: clientIp(req.headers ?? {}),
        });
      },
    }),
  ],
  callbacks: {
    jwt({ token, user }) {
      if (user) token.email = user.email;
      return token;
    },
    session({ session, token }) {
      if (session.user) session.user.email = token.email ?? null;
      return session;
    },
  },
};
