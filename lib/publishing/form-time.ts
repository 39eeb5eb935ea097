/** A datetime-local input's value (yyyy-mm-ddThh:mm:ss, the browser's local time) for a date. */
export function toLocalInput(date: Date | string | undefined): string {
  if (!date) return "";
  const d = new Date(date);
  if (Number.isNaN(d.getTime())) return "";
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}

/** The datetime-local value as an ISO timestamp (read in the browser's time zone), "" when empty or not a time. */
export function fromLocalInput(value: string | undefined): string {
  if (!value) return "";
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? value : d.toISOString();
}
