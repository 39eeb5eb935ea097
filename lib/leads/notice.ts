import "server-only";
import { site } from "@/content/settings";
import { mailConfigured } from "@/lib/outbox/mailer";
import type { LeadNotice } from "./store-lead";

/** New leads are e-mailed to the studio's contact address when SMTP is configured; otherwise the inbox alone. */
export function leadNotice(): LeadNotice | undefined {
  return mailConfigured() ? { to: site.email } : undefined;
}
