import "server-only";
import { getSiteSettings } from "@/lib/settings/queries";
import { mailConfigured } from "@/lib/outbox/mailer";
import type { LeadNotice } from "./store-lead";

/** New leads are e-mailed to the studio's contact address (site settings) when SMTP is configured; otherwise the
 *  inbox alone. */
export async function leadNotice(): Promise<LeadNotice | undefined> {
  return mailConfigured() ? { to: (await getSiteSettings()).email } : undefined;
}
