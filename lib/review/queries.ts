import "server-only";
import type { Db } from "@/lib/db/transaction";
import { contentTypeNamed, contentTypes } from "@/lib/content-types";
import { reviewColumns } from "./state";

const waiting = { reviewRequestedAt: { not: null }, status: "draft" };
const select = {
  id: true,
  title: true,
  reviewRequestedAt: true,
  createdBy: { select: { email: true, name: true } },
};

interface WaitingRow {
  id: string;
  title: string;
  reviewRequestedAt: Date;
  createdBy: { email: string; name: string | null } | null;
}

const capitalise = (text: string) => `${text[0].toUpperCase()}${text.slice(1)}`;

/** The editors' "Waiting for review": drafts of every type submitted by their authors, oldest request first. */
export async function waitingForReview(prisma: Db) {
  const perType = await Promise.all(
    contentTypes.map(async (type) => {
      const rows = (await type.store.table(prisma).findMany({ where: waiting, select })) as WaitingRow[];
      return rows.map((row) => ({
        kind: type.name,
        id: row.id,
        title: row.title,
        noun: capitalise(type.labels.item),
        editHref: type.entity.editHref(row.id),
        submittedAt: row.reviewRequestedAt.toISOString(),
        author: row.createdBy ? row.createdBy.name?.trim() || row.createdBy.email : "Unknown",
      }));
    }),
  );
  return perType.flat().sort((a, b) => a.submittedAt.localeCompare(b.submittedAt));
}

export type ReviewRow = Awaited<ReturnType<typeof waitingForReview>>[number];

/** An item's review state and creator, for its edit page. */
export async function reviewStateOf(prisma: Db, kind: string, id: string) {
  const type = contentTypeNamed(kind);
  const row = type && (await reviewColumns(prisma, type, id));
  return (
    row && {
      createdById: row.createdById,
      status: row.status,
      reviewRequestedAt: row.reviewRequestedAt?.toISOString() ?? null,
      reviewNote: row.reviewNote,
    }
  );
}

export type ReviewState = NonNullable<Awaited<ReturnType<typeof reviewStateOf>>>;
