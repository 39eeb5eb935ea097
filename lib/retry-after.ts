/** A Retry-After in seconds as whole minutes for a person to read, rounded up and never "0": "1 minute",
 *  "4 minutes". Browser-safe (no imports): the contact form and the login form both use it. */
export function minutesText(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return minutes === 1 ? "1 minute" : `${minutes} minutes`;
}
