import { z } from "zod";
import { storableDate } from "@/lib/validation";

/** Where an item is in its life: only published items, and scheduled ones whose time has come, are public. */
export const STATUSES = ["draft", "scheduled", "published", "archived"] as const;
export type Status = (typeof STATUSES)[number];

export const STATUS_LABELS: Record<Status, string> = {
  draft: "Draft",
  scheduled: "Scheduled",
  published: "Published",
  archived: "Archived",
};

export const SCHEDULE_TIME_MESSAGE = "Choose when a scheduled item is published.";

const statusSchema = z.enum(STATUSES, { error: "Choose a status: draft, scheduled, published or archived." });

/** An empty publish time is none; otherwise a valid date. */
const publishAtSchema = z.preprocess(
  (v) => (v === "" || v === null ? undefined : v),
  storableDate("Enter a valid publish time.").optional(),
);

/** The publishing fields of a project or post. Stored content (imports, built-in content) is published unless it
 *  says otherwise; the admin's create form sends its status explicitly (drafts by default). */
export const publishingFields = {
  status: statusSchema.default("published"),
  publishAt: publishAtSchema,
};

export interface Publishing {
  status: Status;
  publishAt?: Date;
}

/** Public now: published, or scheduled for a time that has come. */
export function isPublic(item: Publishing, now: Date): boolean {
  if (item.status === "published") return true;
  return item.status === "scheduled" && !!item.publishAt && item.publishAt.getTime() <= now.getTime();
}

/** The Prisma filter of public rows at `now`. */
export const publicWhere = (now: Date) => ({
  OR: [{ status: "published" }, { status: "scheduled", publishAt: { lte: now } }],
});

/** A stored status read leniently: anything unknown is a draft (never public by mistake). */
export const toStatus = (value: string): Status =>
  (STATUSES as readonly string[]).includes(value) ? (value as Status) : "draft";

/** The problem with these publishing fields, if any: a scheduled item needs its time. */
export function scheduleProblem(item: Publishing): string | undefined {
  return item.status === "scheduled" && !item.publishAt ? SCHEDULE_TIME_MESSAGE : undefined;
}
