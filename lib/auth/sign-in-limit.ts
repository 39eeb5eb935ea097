// The per-IP flood guard in front of the credentials sign-in (app/api/auth/[...nextauth]/route.ts). Browser-safe:
// the login form shows the same message.
import { minutesText } from "@/lib/retry-after";
import { INVALID_LOGIN_MESSAGE } from "./lockout";

/** 10 sign-in attempts per IP per 5 minutes: a person mistyping a password stays far below it, while a script
 *  hammering the endpoint (each checked attempt costs a bcrypt hash) is answered 429 before next-auth runs. */
export const SIGN_IN_RATE_LIMIT = { bucket: "sign-in", limit: 10, windowMs: 5 * 60_000 } as const;

export const signInRateLimitedMessage = (retryAfterSeconds?: number) =>
  `Too many sign-in attempts from your network. Please try again in ${retryAfterSeconds ? minutesText(retryAfterSeconds) : "a few minutes"}.`;

/** What the login form says for a failed `signIn()` result: the flood guard's 429 (its message carries the wait),
 *  the lockout's message, or the generic invalid-login text that never says which field was wrong. */
export function signInErrorMessage(result: { status: number; error: string | null } | undefined): string {
  if (result?.status === 429) return result.error || signInRateLimitedMessage();
  return !result?.error || result.error === "CredentialsSignin" ? INVALID_LOGIN_MESSAGE : result.error;
}
