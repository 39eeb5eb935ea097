import "server-only";
import { cache } from "react";
import { cookies, headers } from "next/headers";
import { redirect } from "next/navigation";
import { decode } from "next-auth/jwt";
import type { PrismaClient } from "@/generated/prisma/client";
import { db } from "@/lib/db";
import { safeCallbackUrl } from "@/lib/auth/callback-url";
import { sessionClaimsHold } from "./revoke";
import { toRole, type Role } from "@/lib/access/roles";

export interface AdminSession {
  email: string;
  /** The account and the session record this request's token names (lib/auth/session-records.ts); always set for a
   *  signed-in request (tests may leave them out where they do not matter). */
  userId?: string;
  sessionId?: string;
  /** What the account may do (lib/access), read from the database with every request: a changed role holds at once. */
  role: Role;
  /** Two-factor sign-in is on for the account. */
  twoFactor?: boolean;
  name?: string | null;
}

const COOKIE_NAMES = ["__Secure-next-auth.session-token", "next-auth.session-token"];

/** The admin a set of cookies proves, or null: the next-auth session JWT must decrypt with the server's secret,
 *  be unexpired, name an account that still exists, carry that account's current session version, be less than
 *  7 days from its sign-in (lib/auth/revoke.ts) and name a session record of that account that has not been ended;
 *  the account must not be deactivated. Forged, expired, revoked or foreign cookies give null. */
export async function sessionFromCookies(
  cookieValues: Record<string, string | undefined>,
  deps: { secret?: string; prisma: () => Promise<PrismaClient> },
): Promise<AdminSession | null> {
  const secret = deps.secret;
  if (!secret) return null;
  for (const name of COOKIE_NAMES) {
    const token = cookieValues[name];
    if (!token) continue;
    let payload: Awaited<ReturnType<typeof decode>> = null;
    try {
      payload = await decode({ token, secret });
    } catch {
      continue; // not a token this server issued
    }
    const email = typeof payload?.email === "string" ? payload.email : null;
    if (!payload || !email) continue;
    // A database failure propagates: "could not check" is not "signed out".
    const sid = typeof payload.sid === "string" ? payload.sid : null;
    if (!sid) continue;
    const user = await (
      await deps.prisma()
    ).user.findUnique({
      where: { email },
      select: {
        id: true,
        email: true,
        name: true,
        role: true,
        totpEnabledAt: true,
        deactivatedAt: true,
        sessionVersion: true,
        sessions: { where: { id: sid }, select: { id: true } },
      },
    });
    if (user && !user.deactivatedAt && user.sessions.length === 1 && sessionClaimsHold(payload, user.sessionVersion)) {
      const { id: userId, email: address, name, role, totpEnabledAt } = user;
      return { email: address, userId, sessionId: sid, role: toRole(role), twoFactor: Boolean(totpEnabledAt), name };
    }
  }
  return null;
}

/** Parses a Cookie header into name → value; a value with malformed %-encoding is kept as sent (it then proves
 *  nothing) instead of failing the whole request. */
export function parseCookieHeader(header: string | null): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of (header ?? "").split(";")) {
    const i = part.indexOf("=");
    if (i > 0) out[part.slice(0, i).trim()] = safeDecode(part.slice(i + 1).trim());
  }
  return out;
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** The signed-in admin of the current request, or null, read once per request however many components ask (one
 *  query; one failure when the database is away). Reads cookies: call it inside <Suspense>. */
export const getAdminSession = cache(async (): Promise<AdminSession | null> => {
  const store = await cookies();
  const values = Object.fromEntries(store.getAll().map((c) => [c.name, c.value]));
  return sessionFromCookies(values, { secret: process.env.NEXTAUTH_SECRET, prisma: db });
});

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
