import "server-only";
import { AdminActionError } from "@/lib/results/action-result";
import { isPublic, scheduleProblem, type Publishing } from "./status";
import { rememberWithdrawn, type PublicList } from "./known-public";
import { nudgeScheduler } from "./scheduler";

/** Refuses publishing fields that cannot work (a schedule without its time), as a validation error. */
export function checkPublishing(item: Publishing) {
  const problem = scheduleProblem(item);
  if (problem) throw new AdminActionError(problem, "invalid");
}

/** After a save: an item no longer public is never brought back by a fallback, and a new schedule is watched. */
export function afterPublishingChange(list: PublicList, id: string, item: Publishing | null, now = new Date()) {
  if (!item || !isPublic(item, now)) rememberWithdrawn(list, id);
  if (item?.status === "scheduled" && item.publishAt) nudgeScheduler(item.publishAt);
}
