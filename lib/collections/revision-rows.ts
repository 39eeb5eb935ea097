import "server-only";
import { db } from "@/lib/db";
import { peopleByEmail } from "@/lib/team/queries";
import { changedLabels, type RevisionFields } from "@/lib/revisions/diff";
import { revisionList, type RevisionSummary } from "@/lib/revisions/store";
import type { RevisionEntity, RevisionRow } from "@/lib/revisions/types";

const when = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "medium" });

function what(r: RevisionSummary) {
  switch (r.action) {
    case "create":
      return "Created";
    case "restore":
      return r.restoredFrom ? `Restored the version of ${when.format(r.restoredFrom)}` : "Restored an earlier version";
    case "untrash":
      return "Brought back from the trash";
    case "publish":
      return "Published at its scheduled time";
    case "baseline":
      return "The version before the history began";
    default:
      return "Saved";
  }
}

/** An item's revisions for its edit page, newest first (admin reads are never cached). */
export async function adminRevisions(
  entity: RevisionEntity,
  itemId: string,
  fields: RevisionFields,
): Promise<RevisionRow[]> {
  const prisma = await db();
  const rows = await revisionList(prisma, entity, itemId);
  const people = await peopleByEmail(prisma);
  return rows.map((r) => ({
    id: r.id,
    when: when.format(r.createdAt),
    iso: r.createdAt.toISOString(),
    who: (r.author && people[r.author]) || r.author || "—",
    what: what(r),
    changed: r.changed.length ? `changed: ${changedLabels(r.changed, fields).join(", ")}` : "",
  }));
}
