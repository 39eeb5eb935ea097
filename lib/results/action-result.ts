/** What every admin server action answers: ok with data, or a message the form shows. */
export type ActionResult<T = undefined> =
  { ok: true; data: T } | { ok: false; error: string; code?: ActionErrorCode; fieldErrors?: Record<string, string[]> };

export type ActionErrorCode = "unauthorized" | "forbidden" | "invalid" | "not-found" | "stale" | "failed";

export const SOMETHING_WENT_WRONG = "Something went wrong. Please try again.";
export const NOT_SIGNED_IN = "Your session has ended. Please sign in again.";
export const DATABASE_UNAVAILABLE =
  "The database is not reachable right now. Nothing was changed; please try again in a moment.";

/** A failure whose message is meant for the admin (not found, changed by someone else, …). */
export class AdminActionError extends Error {
  constructor(
    message: string,
    readonly code: ActionErrorCode,
  ) {
    super(message);
    this.name = "AdminActionError";
  }
}
