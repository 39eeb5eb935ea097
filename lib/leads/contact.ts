import "server-only";
import type { PrismaClient } from "@/generated/prisma/client";
import { hit } from "@/lib/rate-limit";
import {
  CONTACT_FIELDS,
  CONTACT_RATE_LIMIT,
  CONTACT_TEXT,
  HONEYPOT_FIELD,
  contactMessageSchema,
  type ContactFormState,
  type ContactMessage,
} from "./schema";
import { logger } from "@/lib/log/logger";
import { storeLead, type LeadNotice } from "./store-lead";
import { leadOriginOf } from "./origin";
import { attributionFor } from "@/lib/insight/attribution";
import { VISIT_FIELD } from "@/lib/insight/shape";

const log = logger("leads");

export interface ContactContext {
  prisma: PrismaClient;
  ip: string;
  /** Set when new leads are e-mailed to the studio (SMTP_URL): the contact address. */
  notice?: LeadNotice;
  /** Optional form-forwarding service or webhook (site.formForwardUrl). */
  forwardUrl?: string;
  origin?: string;
  fetcher?: typeof fetch;
  /** The visitor sent Do-Not-Track or Global Privacy Control: the lead keeps no visit. */
  optedOut?: boolean;
}

function valuesOf(form: FormData): ContactFormState["values"] {
  return Object.fromEntries(CONTACT_FIELDS.map((field) => [field, String(form.get(field) ?? "")]));
}

async function forward(message: ContactMessage, context: ContactContext) {
  if (!context.forwardUrl) return;
  try {
    const body = new URLSearchParams({ ...message, _captcha: "false", _next: context.origin ?? "" });
    const response = await (context.fetcher ?? fetch)(context.forwardUrl, {
      method: "POST",
      body,
      signal: AbortSignal.timeout(5000),
    });
    if (!response.ok) log.warn({ status: response.status }, "form forwarding answered with an error status");
  } catch (error) {
    log.warn({ err: error }, "form forwarding failed");
  }
}

/** The contact form's logic: honeypot, per-IP rate limit, zod validation, a stored Lead, optional forwarding. */
export async function handleContactMessage(form: FormData, context: ContactContext): Promise<ContactFormState> {
  const values = valuesOf(form);
  // Bots fill the hidden field: answer as if it worked, store nothing.
  if (String(form.get(HONEYPOT_FIELD) ?? "").trim())
    return { status: "success", message: CONTACT_TEXT.success, values: {} };

  const parsed = contactMessageSchema.safeParse(values);
  if (!parsed.success)
    return { status: "error", message: parsed.error.issues[0]?.message ?? CONTACT_TEXT.failure, values };

  try {
    const limit = await hit(
      "contact",
      context.ip,
      CONTACT_RATE_LIMIT.limit,
      CONTACT_RATE_LIMIT.windowMs,
      context.prisma,
    );
    if (!limit.allowed) return { status: "error", message: CONTACT_TEXT.rateLimited(limit.retryAfterSeconds), values };
    const visit = await attributionFor(context.prisma, form.get(VISIT_FIELD), context.optedOut ?? false, (error) =>
      log.warn({ err: error }, "could not read the lead's visit"),
    );
    await storeLead(
      context.prisma,
      { ...parsed.data, ...leadOriginOf(form), ...visit },
      context.notice,
      context.origin ?? "",
    );
  } catch (error) {
    log.error({ err: error }, "could not store the contact message");
    return { status: "error", message: CONTACT_TEXT.failure, values };
  }
  await forward(parsed.data, context);
  return { status: "success", message: CONTACT_TEXT.success, values: {} };
}
