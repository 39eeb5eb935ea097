import "server-only";
import { cookies, headers } from "next/headers";
import { redirect } from "next/navigation";
import { decode } from "next-auth/jwt";
import type { PrismaClient } from "@/generated/prisma/client";
import { db } from "@/lib/db";
import { safeCallbackUrl } from "@/lib/admin/callback-url";

export interface AdminSession {
  email: string;
}

const COOKIE_NAMES = ["__Secure-next-auth.session-token", "next-auth.session-token"];

/** The admin a set of cookies proves, or null: the next-auth session JWT must decrypt with the server's secret,
 *  be unexpired, and name an account that still exists. Forged, expired or foreign cookies give null. */
export async function sessionFromCookies(cookieValues: Record<string, string | undefined>,
  deps: { secret?: string; prisma: () => Promise<PrismaClient> }): Promise<AdminSession | null> {
  const secret = deps.secret;
  if (!secret) return null;
  for (const name of COOKIE_NAMES) {
    const token = cookieValues[name];
    if (!token) continue;
    let email: string | null = null;
    try {
      const payload = await decode({ token, secret });
      email = typeof payload?.email === "string" ? payload.email : null;
    } catch {
      continue; // not a token this server issued
    }
    if (!email) continue;
    // A database failure propagates: "could not check" is not "signed out".
    const user = await (await deps.prisma()).user.findUnique({ where: { email }, select: { email: true } });
    if (user) return { email: user.email };
  }
  return null;
}

/** Parses a Cookie header into name → value. */
export function parseCookieHeader(header: string | null): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of (header ?? "").split(";")) {
    const i = part.indexOf("=");
    if (i > 0) out[part.slice(0, i).trim()] = decodeURIComponent(part.slice(i + 1).trim());
  }
  return out;
}

/** The signed-in admin of the current request, or null. Reads cookies: call it inside <Suspense>. */
export async function getAdminSession(): Promise<AdminSession | null> {
  const store = await cookies();
  const values = Object.fromEntries(store.getAll().map((c) => [c.name, c.value]));
  return sessionFromCookies(values, { secret: process.env.NEXTAUTH_SECRET, prisma: db });
}

/** Every admin page calls this first: the signed-in admin, or a redirect to the login page that returns to
 *  `callbackUrl` (by default the requested page, which proxy.ts passes in `x-pathname`). */
export async function requireAdmin(callbackUrl?: string): Promise<AdminSession> {
  const session = await getAdminSession();
  if (!session) {
    const back = safeCallbackUrl(callbackUrl ?? (await headers()).get("x-pathname"));
    redirect(`/admin/login?callbackUrl=${encodeURIComponent(back)}`);
  }
  return session;
}
