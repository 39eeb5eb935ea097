/** Brute-force lockout (issue 7): after 5 failed sign-in attempts for one account or from one IP within
 *  15 minutes, further attempts are refused for 15 minutes. A successful sign-in clears the count for that key. */
export const LOCKOUT = { maxFailures: 5, windowMs: 15 * 60_000, lockMs: 15 * 60_000 } as const;

export const LOCKOUT_MESSAGE = "Too many failed sign-in attempts. Please wait 15 minutes and try again.";
export const INVALID_LOGIN_MESSAGE = "Invalid email or password";

export interface Attempt {
  success: boolean;
  createdAt: Date;
}

/** How far back the attempts that can still matter reach. */
export const lookbackStart = (now: Date) => new Date(now.getTime() - LOCKOUT.windowMs - LOCKOUT.lockMs);

/** When the lock on one key (an account or an IP) ends, or null when it is not locked at `now`. */
export function lockedUntil(attempts: readonly Attempt[], now: Date): Date | null {
  const sorted = [...attempts].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  const lastSuccess = sorted.findLastIndex((a) => a.success);
  const failures = sorted.slice(lastSuccess + 1).map((a) => a.createdAt.getTime());
  let until = 0;
  for (let i = LOCKOUT.maxFailures - 1; i < failures.length; i++) {
    if (failures[i] - failures[i - LOCKOUT.maxFailures + 1] <= LOCKOUT.windowMs) {
      until = Math.max(until, failures[i] + LOCKOUT.lockMs);
    }
  }
  return until > now.getTime() ? new Date(until) : null;
}

/** Locked when either the account or the IP is locked. */
export function isLockedOut(byAccount: readonly Attempt[], byIp: readonly Attempt[], now: Date): boolean {
  return lockedUntil(byAccount, now) !== null || lockedUntil(byIp, now) !== null;
}
