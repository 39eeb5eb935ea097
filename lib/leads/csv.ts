import { leadSourceLabel, leadStatusLabel } from "./status";

/** One CSV cell: quoted when needed; a leading = + - @ is neutralised so spreadsheets never run it as a formula. */
export function csvCell(value: unknown): string {
  let s = value instanceof Date ? value.toISOString() : String(value ?? "");
  if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\n\r]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

export interface LeadRow {
  createdAt: Date;
  source: string;
  firstName: string;
  lastName: string;
  email: string;
  subject: string;
  message: string;
  page: string | null;
  status: string;
  notes: string;
}

const LEAD_CSV_HEADER = [
  "Received",
  "Status",
  "Source",
  "Page",
  "First name",
  "Last name",
  "Email",
  "Subject",
  "Message",
  "Notes",
];

export function leadsCsv(leads: readonly LeadRow[]): string {
  const rows = leads.map((l) => [
    l.createdAt,
    leadStatusLabel(l.status),
    leadSourceLabel(l.source),
    l.page,
    l.firstName,
    l.lastName,
    l.email,
    l.subject,
    l.message,
    l.notes,
  ]);
  return [LEAD_CSV_HEADER, ...rows].map((r) => r.map(csvCell).join(",")).join("\r\n") + "\r\n";
}
