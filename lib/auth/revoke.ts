import type { Prisma, PrismaClient } from "@/generated/prisma/client";

/** However often a session is refreshed, it ends 7 days after its sign-in. */
export const SESSION_ABSOLUTE_MAX_S = 7 * 24 * 60 * 60;

/** What a session token carries besides the e-mail: the account's session version at sign-in (`sv`), the sign-in
 *  time in seconds (`signedInAt`) and the id of its session record (`sid`). */
export type SessionClaims = { sv?: unknown; signedInAt?: unknown; sid?: unknown } & Record<string, unknown>;

/** A token still holds when it was issued to the account's current session version and its sign-in is less than
 *  SESSION_ABSOLUTE_MAX_S old. Tokens from before session versions (no `sv`) hold nothing. The session record named
 *  by `sid` must exist too (checked by lib/auth/session.ts). */
export function sessionClaimsHold(claims: SessionClaims, sessionVersion: number, nowMs = Date.now()): boolean {
  if (typeof claims.sv !== "number" || typeof claims.signedInAt !== "number") return false;
  return claims.sv === sessionVersion && nowMs / 1000 - claims.signedInAt < SESSION_ABSOLUTE_MAX_S;
}

type SessionsClient = Pick<PrismaClient | Prisma.TransactionClient, "user" | "adminSessionRecord">;

/** Ends every session of the account, on every device (copied cookies too): sign-out, a password reset from the CLI
 *  or at start. */
export async function endAllSessions(prisma: SessionsClient, email: string): Promise<void> {
  await prisma.user.updateMany({ where: { email }, data: { sessionVersion: { increment: 1 } } });
  await prisma.adminSessionRecord.deleteMany({ where: { user: { email } } });
}
