/** Sign-in protection (issue 21) that stops guessing without letting anyone lock the owner out:
 *  - one account from one address: 5 failures within 15 minutes refuse that pair for 15 minutes;
 *  - one address, whatever the accounts: 10 failures within 15 minutes refuse the address for 15 minutes;
 *  - one account from anywhere: from the 5th failure on, an address that has failed recently waits 1 s, 2 s, 4 s …
 *    (at most 15 minutes) after the account's last failure. An address with no recent failures is always checked,
 *    so failures sent from elsewhere never stop the owner's right password from their own address; nor does that delay
 *    hold an address the account has signed in from before (lib/auth/login.ts remembers them), which keeps its own
 *    allowance (the two limits above), so one typo there after a flood from elsewhere is not a 15-minute wait.
 *  A success clears the failures before it, for its account and its address. Browser-safe (no imports). */
export const LOCKOUT = {
  pairFailures: 5,
  addressFailures: 10,
  windowMs: 15 * 60_000,
  lockMs: 15 * 60_000,
  accountFreeFailures: 5,
  accountBaseDelayMs: 1_000,
  accountMaxDelayMs: 15 * 60_000,
} as const;

export const LOCKOUT_MESSAGE = "Too many failed sign-in attempts. Please wait 15 minutes and try again.";
export const INVALID_LOGIN_MESSAGE = "Invalid email or password";

const accountDelayMessage = (waitMs: number) => {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  const wait = seconds < 60 ? `${seconds} second${seconds === 1 ? "" : "s"}` : `${Math.ceil(seconds / 60)} minutes`;
  return `Too many failed sign-in attempts for this account. Please wait ${wait} and try again.`;
};

export interface Attempt {
  email: string;
  ip: string;
  success: boolean;
  createdAt: Date;
}

/** How far back the attempts that can still matter reach. */
export const lookbackStart = (now: Date) => new Date(now.getTime() - LOCKOUT.windowMs - LOCKOUT.lockMs);

/** Failure times after the last success, oldest first. */
function failuresSinceSuccess(attempts: readonly Attempt[]): number[] {
  const sorted = [...attempts].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  return sorted.slice(sorted.findLastIndex((a) => a.success) + 1).map((a) => a.createdAt.getTime());
}

/** When a hard lock on one key ends (`maxFailures` failures within the window lock it for 15 minutes after the
 *  last of them), or null when it is not locked at `now`. */
export function lockedUntil(attempts: readonly Attempt[], now: Date, maxFailures: number): Date | null {
  const failures = failuresSinceSuccess(attempts);
  let until = 0;
  for (let i = maxFailures - 1; i < failures.length; i++) {
    if (failures[i] - failures[i - maxFailures + 1] <= LOCKOUT.windowMs)
      until = Math.max(until, failures[i] + LOCKOUT.lockMs);
  }
  return until > now.getTime() ? new Date(until) : null;
}

/** Until when the account makes a failing address wait: the failures within the window past the free ones double
 *  the delay after the last failure each time. */
export function accountDelayUntil(byAccount: readonly Attempt[], now: Date): Date | null {
  const failures = failuresSinceSuccess(byAccount).filter((t) => t > now.getTime() - LOCKOUT.windowMs);
  const extra = failures.length - LOCKOUT.accountFreeFailures;
  if (extra < 0) return null;
  const delay = Math.min(LOCKOUT.accountBaseDelayMs * 2 ** Math.min(extra, 30), LOCKOUT.accountMaxDelayMs);
  const until = failures[failures.length - 1] + delay;
  return until > now.getTime() ? new Date(until) : null;
}

/** An address with no failure within the window (after its last success) is trusted to try. */
const addressIsClean = (byAddress: readonly Attempt[], now: Date) =>
  !failuresSinceSuccess(byAddress).some((t) => t > now.getTime() - LOCKOUT.windowMs);

/** Why a sign-in for `email` from `ip` is refused before its password is checked, or null to check it. `known`: the
 *  account has signed in from this address before. */
export function signInRefusal(
  byAccount: readonly Attempt[],
  byAddress: readonly Attempt[],
  ip: string,
  now: Date,
  known = false,
): string | null {
  const pair = byAccount.filter((a) => a.ip === ip);
  if (lockedUntil(pair, now, LOCKOUT.pairFailures) || lockedUntil(byAddress, now, LOCKOUT.addressFailures))
    return LOCKOUT_MESSAGE;
  if (known || addressIsClean(byAddress, now)) return null;
  const until = accountDelayUntil(byAccount, now);
  return until ? accountDelayMessage(until.getTime() - now.getTime()) : null;
}
