import { leadSourceLabel, leadStatusLabel } from "./status";

/** Where a spreadsheet may start a cell: the start of the value, and after any separator it may split on (a comma, a
 *  semicolon or a tab, whichever the reader's locale or import uses) or a line break (a reader that takes another
 *  separator does not read our quotes either). A cell starting with = + - @, a tab or a CR may run as a formula. */
const FORMULA_START = /(?<=^|[,;\t\r\n])(?=[=+\-@\t\r])/g;

/** One CSV cell: quoted when needed; every place a spreadsheet could read as the start of a formula, in any separator
 *  convention, gets a ' first so that it stays text. */
export function csvCell(value: unknown): string {
  const s = (value instanceof Date ? value.toISOString() : String(value ?? "")).replace(FORMULA_START, "'");
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
