// The contact form and chat constants the browser needs too: kept free of zod so it stays out of client bundles.

import { minutesText } from "@/lib/retry-after";

export const CONTACT_FIELDS = ["firstName", "lastName", "email", "subject", "message"] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

/** The hidden field only bots fill in. */
export const HONEYPOT_FIELD = "company_website";

/** Contact form: 5 messages per IP per 10 minutes; chat hand-offs: 5 per IP per 10 minutes. */
export const CONTACT_RATE_LIMIT = { limit: 5, windowMs: 10 * 60 * 1000 };

export interface ContactFormState {
  status: "idle" | "success" | "error";
  message: string;
  /** What the visitor typed, sent back so nothing is lost on error. */
  values: Partial<Record<ContactField, string>>;
}

export const initialContactState: ContactFormState = { status: "idle", message: "", values: {} };

export const CONTACT_TEXT = {
  success: "Thank you! Your message has been sent. We typically reply within 2-4 hours.",
  failure: "Sorry, we could not send your message. Please try again or e-mail us directly.",
  /** A flood is answered with this message, not a 429: a server action cannot set the HTTP status. */
  rateLimited: (retryAfterSeconds: number) =>
    `You have sent several messages in a short time. Please try again in ${minutesText(retryAfterSeconds)}.`,
};

/** The first e-mail address in a chat message, if any. */
export function emailIn(text: string): string | undefined {
  return /[A-Z0-9._%+-]+@[A-Z0-9.-]+\.[A-Z]{2,}/i.exec(text)?.[0];
}

/** The longest note the owner can keep on a lead. */
export const LEAD_NOTES_MAX = 5000;
