import "server-only";
import type { Db } from "@/lib/db/transaction";
import { REVIEW_TARGETS } from "./kinds";

const waiting = { reviewRequestedAt: { not: null }, status: "draft" } as const;
const select = {
  id: true,
  title: true,
  reviewRequestedAt: true,
  createdBy: { select: { email: true, name: true } },
} as const;

/** The editors' "Waiting for review": drafts submitted by their authors, oldest request first. */
export async function waitingForReview(prisma: Db) {
  const [projects, posts] = await Promise.all([
    prisma.project.findMany({ where: waiting, select }),
    prisma.blogPost.findMany({ where: waiting, select }),
  ]);
  const rows = [
    ...projects.map((p) => ({ ...p, kind: "project" as const })),
    ...posts.map((p) => ({ ...p, kind: "blog" as const })),
  ];
  return rows
    .map((row) => ({
      kind: row.kind,
      id: row.id,
      title: row.title,
      noun: REVIEW_TARGETS[row.kind].noun,
      editHref: REVIEW_TARGETS[row.kind].editHref(row.id),
      submittedAt: row.reviewRequestedAt!.toISOString(),
      author: row.createdBy ? row.createdBy.name?.trim() || row.createdBy.email : "Unknown",
    }))
    .sort((a, b) => a.submittedAt.localeCompare(b.submittedAt));
}

export type ReviewRow = Awaited<ReturnType<typeof waitingForReview>>[number];

/** An item's review state and creator, for its edit page. */
export async function reviewStateOf(prisma: Db, kind: "project" | "blog", id: string) {
  const select = { createdById: true, status: true, reviewRequestedAt: true, reviewNote: true } as const;
  const row =
    kind === "project"
      ? await prisma.project.findUnique({ where: { id }, select })
      : await prisma.blogPost.findUnique({ where: { id }, select });
  return row && { ...row, reviewRequestedAt: row.reviewRequestedAt?.toISOString() ?? null };
}

export type ReviewState = NonNullable<Awaited<ReturnType<typeof reviewStateOf>>>;
