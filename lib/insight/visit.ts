// The tab's visit id, read by the contact form and the chat hand-off (browser only, no imports beyond the shape).
import { VISIT_STORAGE_KEY } from "./shape";

/** The UTC day of `now`, "2026-12-06": a visit id lives one such day. */
const utcDay = (now = new Date()) => now.toISOString().slice(0, 10);

/** This tab's visit id for today, or "" when the beacon made none (no JavaScript yet, Do-Not-Track, storage off).
 *  Stored as "<day> <id>". */
export function currentVisitId(now = new Date()): string {
  try {
    const [day, id] = (sessionStorage.getItem(VISIT_STORAGE_KEY) ?? "").split(" ");
    return day === utcDay(now) && id ? id : "";
  } catch {
    return "";
  }
}
