import { describe, expect, it } from "vitest";
import { INVALID_LOGIN_MESSAGE, LOCKOUT_MESSAGE } from "@/lib/auth/lockout";
import { SIGN_IN_RATE_LIMIT, signInErrorMessage, signInRateLimitedMessage } from "@/lib/auth/sign-in-limit";
import { CONTACT_TEXT } from "@/lib/leads/form";
import { minutesText } from "@/lib/retry-after";

describe("rate-limit messages", () => {
  it("turn Retry-After seconds into whole minutes, rounded up, never zero", () => {
    expect([1, 59, 60, 61, 299, 300, 600].map(minutesText)).toEqual([
      "1 minute",
      "1 minute",
      "1 minute",
      "2 minutes",
      "5 minutes",
      "5 minutes",
      "10 minutes",
    ]);
    expect(minutesText(0)).toBe("1 minute");
  });

  it("the sign-in limit allows a handful of tries per IP in minutes, and its message says when to retry", () => {
    expect(SIGN_IN_RATE_LIMIT).toMatchObject({ limit: 10, windowMs: 5 * 60_000 });
    expect(signInRateLimitedMessage(240)).toBe(
      "Too many sign-in attempts from your network. Please try again in 4 minutes.",
    );
    expect(signInRateLimitedMessage()).toBe(
      "Too many sign-in attempts from your network. Please try again in a few minutes.",
    );
  });

  it("the login form shows the 429's message, the lockout's, or the generic invalid-login text", () => {
    const limited = signInRateLimitedMessage(300);
    expect(signInErrorMessage({ status: 429, error: limited })).toBe(limited);
    expect(signInErrorMessage({ status: 429, error: null })).toBe(signInRateLimitedMessage());
    expect(signInErrorMessage({ status: 401, error: LOCKOUT_MESSAGE })).toBe(LOCKOUT_MESSAGE);
    expect(signInErrorMessage({ status: 401, error: "CredentialsSignin" })).toBe(INVALID_LOGIN_MESSAGE);
    expect(signInErrorMessage({ status: 401, error: null })).toBe(INVALID_LOGIN_MESSAGE);
    expect(signInErrorMessage(undefined)).toBe(INVALID_LOGIN_MESSAGE);
  });

  it("the contact form's flood message says when to retry", () => {
    expect(CONTACT_TEXT.rateLimited(600)).toBe(
      "You have sent several messages in a short time. Please try again in 10 minutes.",
    );
    expect(CONTACT_TEXT.rateLimited(30)).toBe(
      "You have sent several messages in a short time. Please try again in 1 minute.",
    );
  });
});
