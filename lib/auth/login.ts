import type { PrismaClient } from "@/generated/prisma/client";
import { inTransaction } from "@/lib/db/transaction";
import { lookbackStart, signInRefusal } from "./lockout";
import { verifyPassword } from "./password";
import { createSessionRecord } from "./session-records";
import { checkSecondFactor, SecondFactorError } from "./two-factor";
import { INVALID_CODE_MESSAGE, SECOND_FACTOR_REQUIRED } from "./two-factor-messages";
import { WRONG_PASSWORD_MESSAGE } from "./account-schema";
import { clientAddress, limitKey } from "@/lib/security/client-address";
import { metrics } from "@/lib/metrics/registry.mjs";

export class LockedOutError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "LockedOutError";
  }
}

export interface LoginUser {
  id: string;
  email: string;
  /** The account's session version when it signed in (lib/auth/revoke.ts). */
  sessionVersion: number;
  /** The session record of this sign-in (lib/auth/session-records.ts). */
  sessionId: string;
}

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

/** What is stored of a sign-in's e-mail and IP: both come from the client, so they are cut to what an address can be
 *  (254 characters; an IP fits in 64) and freed of NUL, which PostgreSQL text cannot hold; an index overflow or a
 *  rejected byte would otherwise turn a bad sign-in into a server error. */
const storable = (value: string, max: number) => value.replace(/\u0000/g, "").slice(0, max);
const MAX_EMAIL = 254;
const MAX_IP = 64;

/** The key next-auth's request is counted under (lib/security/client-address.ts). */
export function clientIp(headers: Record<string, string | string[] | undefined>): string {
  return limitKey(clientAddress(headers));
}

/** Checks the attempt against lib/auth/lockout.ts and, unless it is refused (the refusal's message is returned),
 *  records it as a failure until it proves otherwise, both under a transaction-scoped advisory lock on its account and
 *  address: every instance sharing the database sees this attempt, in flight, before it checks its next one for the
 *  same pair, so attempts sent at once cannot all pass a limit that each alone would reach. The lock is held for two
 *  short queries, never while the password is hashed. (One address's attempts on many accounts at once are held by
 *  the atomic flood guard of lib/auth/sign-in-limit.ts.) */
async function reserveAttempt(
  prisma: PrismaClient,
  email: string,
  ip: string,
  now: Date,
): Promise<{ id: string } | string> {
  const since = lookbackStart(now);
  const select = { email: true, ip: true, success: true, createdAt: true } as const;
  return inTransaction(
    prisma,
    async (tx) => {
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(${SIGN_IN_LOCK}::int, hashtext(${`${email}\n${ip}`}))`;
      const byAccount = await tx.loginAttempt.findMany({ where: { email, createdAt: { gte: since } }, select });
      const byIp = await tx.loginAttempt.findMany({ where: { ip, createdAt: { gte: since } }, select });
      const known = await tx.signInAddress.findUnique({ where: { email_ip: { email, ip } }, select: { ip: true } });
      const refusal = signInRefusal(byAccount, byIp, ip, now, known !== null);
      if (refusal) return refusal;
      return tx.loginAttempt.create({ data: { email, ip, success: false, createdAt: now }, select: { id: true } });
    },
    RESERVATION_WAIT,
  );
}

/** Attempts for one account and address queue on its lock: a burst of them on a busy server may wait longer than
 *  Prisma's 5 s transaction default, and each must still be counted (checked or refused), never dropped. */
const RESERVATION_WAIT = { timeout: 30_000, maxWait: 30_000 } as const;

/** The first key of the sign-in's advisory locks (the second is its account and address). */
const SIGN_IN_LOCK = 72_021_003;

/** Compared against when the account does not exist, so timing does not reveal which e-mails exist. */
const DUMMY_HASH = "$2b$12$n/GfS0kc6/CYU5lRpFX9S.HtMtiJ4o3db11K9SiZllfXxQDrEOrqK";

/** A checked attempt that held: recorded as a success, and its address remembered for the account (lib/auth/lockout.ts:
 *  an address it has signed in from keeps its own allowance). */
async function attemptHeld(prisma: PrismaClient, attemptId: string, email: string, ip: string, now: Date) {
  await prisma.loginAttempt.update({ where: { id: attemptId }, data: { success: true } });
  await prisma.signInAddress.upsert({
    where: { email_ip: { email, ip } },
    create: { email, ip, lastSuccessAt: now },
    update: { lastSuccessAt: now },
  });
}

/** Checks e-mail and password against the User table, and with two-factor sign-in on the code too (a TOTP code or a
 *  recovery code), unless lib/auth/lockout.ts refuses the attempt first: a wrong code counts as a failed attempt.
 *  A right password without a code asks for the code (SecondFactorError) and records nothing. Every checked attempt
 *  is recorded (before the check, as a failure, turned into a success when it is one: reserveAttempt); refused
 *  attempts are not, so a lock or a delay ends on time. A success records a session. */
export async function attemptLogin(
  prisma: PrismaClient,
  input: { email: string; password: string; ip: string; code?: string; userAgent?: string },
  now = new Date(),
): Promise<LoginUser | null> {
  const email = storable(normalizeEmail(input.email), MAX_EMAIL);
  const ip = storable(input.ip, MAX_IP);
  const attempt = await reserveAttempt(prisma, email, ip, now);
  if (typeof attempt === "string") {
    metrics.signInFailures.inc({ reason: "refused" });
    throw new LockedOutError(attempt);
  }

  // A deactivated account signs in as one that does not exist.
  const user = email ? await prisma.user.findUnique({ where: { email, deactivatedAt: null } }) : null;
  const hash = user?.passwordHash ?? DUMMY_HASH;
  const valid = (await verifyPassword(input.password, hash)) && Boolean(user);
  const twoFactor = valid && user?.totpEnabledAt && user.totpSecret ? { ...user, totpSecret: user.totpSecret } : null;
  const code = input.code?.trim().slice(0, 40);
  if (twoFactor && !code) {
    await prisma.loginAttempt.delete({ where: { id: attempt.id } });
    throw new SecondFactorError(SECOND_FACTOR_REQUIRED);
  }
  const codeHolds = twoFactor && code ? await checkSecondFactor(prisma, twoFactor, code) : true;
  if (valid && codeHolds) await attemptHeld(prisma, attempt.id, email, ip, now);
  if (!valid || !user) {
    metrics.signInFailures.inc({ reason: "invalid" });
    return null;
  }
  if (!codeHolds) {
    metrics.signInFailures.inc({ reason: "invalid" });
    throw new SecondFactorError(INVALID_CODE_MESSAGE);
  }
  await prisma.user.update({ where: { id: user.id }, data: { lastLoginAt: now } });
  const sessionId = await createSessionRecord(prisma, { userId: user.id, ip, userAgent: input.userAgent });
  return { id: user.id, email: user.email, sessionVersion: user.sessionVersion, sessionId };
}

/** The current password asked again by a signed-in account's own action (changing it, turning two-factor sign-in on or
 *  off), counted as a sign-in is: the same lockout for the account and the request's address (so a stolen session
 *  cannot guess it either), the same records. With `code`, a TOTP code or an unused recovery code must hold as well (a
 *  wrong one is a failure too, as at sign-in). The message to show when it does not hold. */
export async function recheckPassword(
  prisma: PrismaClient,
  input: { email: string; ip: string; password: string; code?: string },
  now = new Date(),
): Promise<{ ok: true } | { ok: false; error: string }> {
  const email = storable(normalizeEmail(input.email), MAX_EMAIL);
  const ip = storable(input.ip, MAX_IP);
  const attempt = await reserveAttempt(prisma, email, ip, now);
  if (typeof attempt === "string") {
    metrics.signInFailures.inc({ reason: "refused" });
    return { ok: false, error: attempt };
  }
  const user = await prisma.user.findUnique({ where: { email } });
  const valid = (await verifyPassword(input.password, user?.passwordHash ?? DUMMY_HASH)) && user !== null;
  const code = input.code?.trim().slice(0, 40);
  const codeHolds =
    input.code === undefined ||
    (valid && user?.totpSecret && user.totpEnabledAt && code
      ? await checkSecondFactor(prisma, { ...user, totpSecret: user.totpSecret }, code)
      : false);
  if (valid && codeHolds) {
    await attemptHeld(prisma, attempt.id, email, ip, now);
    return { ok: true };
  }
  metrics.signInFailures.inc({ reason: "invalid" });
  return { ok: false, error: valid ? INVALID_CODE_MESSAGE : WRONG_PASSWORD_MESSAGE };
}
