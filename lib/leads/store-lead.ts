import "server-only";
import type { PrismaClient } from "@/generated/prisma/client";
import { inTransaction } from "@/lib/db/transaction";
import { wakeOutbox } from "@/lib/outbox/schedule";
import type { LeadAttribution } from "@/lib/insight/attribution";
import { visitPath } from "@/lib/insight/visit-path";
import { leadOrigin } from "./status";

interface NewLead {
  source: string;
  page: string | null;
  firstName: string;
  lastName: string;
  email: string;
  subject: string;
  message: string;
}

/** A lead as stored: with the visit that led to it when the visitor's beacon recorded one. */
export type LeadWithVisit = NewLead & Partial<LeadAttribution>;

/** Where new-lead e-mails go: the studio's contact address, when SMTP is configured; otherwise none are queued. */
export interface LeadNotice {
  to: string;
}

/** The notification e-mail of a new lead: who, from where, and the message, for the studio's contact address. */
function leadNotification(lead: LeadWithVisit & { id: string }, siteUrl: string) {
  const name = `${lead.firstName} ${lead.lastName}`.trim();
  const visit = visitPath({
    referrerHost: lead.referrerHost ?? "",
    utmSource: lead.utmSource ?? "",
    pagesSeen: lead.pagesSeen ?? [],
  });
  return {
    subject: `New lead: ${lead.subject}`.slice(0, 250),
    body: [
      `${name} <${lead.email}> wrote through ${leadOrigin(lead)}:`,
      "",
      `Subject: ${lead.subject}`,
      "",
      lead.message,
      "",
      ...(visit ? [`Their visit: ${visit}`, ""] : []),
      `Open the inbox: ${siteUrl.replace(/\/+$/, "")}/admin/leads?q=${encodeURIComponent(lead.email)}`,
    ].join("\n"),
  };
}

/** Stores a lead and, when a notice is asked for, its notification e-mail in the outbox, in one transaction: a lead
 *  is never without its e-mail. The runner is woken, never awaited: the visitor's submit does not wait for SMTP. */
export async function storeLead(
  prisma: PrismaClient,
  lead: LeadWithVisit,
  notice: LeadNotice | undefined,
  siteUrl: string,
) {
  const stored = await inTransaction(prisma, async (tx) => {
    const row = await tx.lead.create({ data: lead });
    if (notice) {
      const mail = leadNotification({ ...lead, id: row.id }, siteUrl);
      await tx.outboxMessage.create({ data: { kind: "lead-notification", recipient: notice.to, ...mail } });
    }
    return row;
  });
  if (notice) wakeOutbox();
  return stored;
}
