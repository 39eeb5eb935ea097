// Lead statuses and origins with their readable labels: browser-safe (no zod), shared by the inbox and the CSV.

export const LEAD_STATUSES = ["new", "contacted", "qualified", "won", "lost"] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

export const LEAD_STATUS_LABELS: Record<LeadStatus, string> = {
  new: "New",
  contacted: "Contacted",
  qualified: "Qualified",
  won: "Won",
  lost: "Lost",
};

/** Where a lead came from: the contact form, a chat hand-off, or the contact form reached from a service page's CTA. */
export const LEAD_SOURCES = ["contact", "chat", "service-cta"] as const;
export type LeadSource = (typeof LEAD_SOURCES)[number];

export const LEAD_SOURCE_LABELS: Record<LeadSource, string> = {
  contact: "Contact form",
  chat: "Chat hand-off",
  "service-cta": "Service page CTA",
};

export const leadStatusLabel = (status: string) => LEAD_STATUS_LABELS[status as LeadStatus] ?? status;
export const leadSourceLabel = (source: string) => LEAD_SOURCE_LABELS[source as LeadSource] ?? source;

/** "Contact form · /#contact", "Service page CTA · /web-apps": the origin as the owner reads it. */
export function leadOrigin(lead: { source: string; page: string | null }): string {
  return lead.page ? `${leadSourceLabel(lead.source)} · ${lead.page}` : leadSourceLabel(lead.source);
}
