import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import { projectSnapshot } from "@/lib/projects/codec";
import { projectTags } from "@/lib/projects/mutations";
import { PROJECT_REVISION_FIELDS } from "@/lib/projects/revision-fields";
import { blogSnapshot } from "@/lib/blog/codec";
import { blogTags } from "@/lib/blog/mutations";
import { BLOG_REVISION_FIELDS } from "@/lib/blog/revision-fields";
import type { ContentKind } from "@/lib/access/content";

type Tx = Prisma.TransactionClient;

interface ReviewState {
  id: string;
  status: string;
  updatedAt: Date;
  reviewRequestedAt: Date | null;
}

/** What the review workflow needs of each kind of content: its table's review columns, its publish list, revisions
 *  and cache tags (a new kind of content adds a line here). */
export const REVIEW_TARGETS = {
  project: {
    list: "projects" as const,
    noun: "Portfolio",
    fields: PROJECT_REVISION_FIELDS,
    tags: projectTags,
    editHref: (id: string) => `/admin/portfolio/edit/${encodeURIComponent(id)}`,
    read: (tx: Tx) => async (ids: string[]) =>
      (await tx.project.findMany({ where: { id: { in: ids } } })).map(projectSnapshot),
    state: (tx: Tx, id: string): Promise<ReviewState | null> =>
      tx.project.findUnique({
        where: { id },
        select: { id: true, status: true, updatedAt: true, reviewRequestedAt: true },
      }),
    mark: (tx: Tx, id: string, data: { reviewRequestedAt: Date | null; reviewNote: string | null; updatedAt: Date }) =>
      tx.project.update({ where: { id }, data }),
  },
  blog: {
    list: "blog" as const,
    noun: "Blog post",
    fields: BLOG_REVISION_FIELDS,
    tags: blogTags,
    editHref: (id: string) => `/admin/blogs/edit/${encodeURIComponent(id)}`,
    read: (tx: Tx) => async (ids: string[]) =>
      (await tx.blogPost.findMany({ where: { id: { in: ids } } })).map(blogSnapshot),
    state: (tx: Tx, id: string): Promise<ReviewState | null> =>
      tx.blogPost.findUnique({
        where: { id },
        select: { id: true, status: true, updatedAt: true, reviewRequestedAt: true },
      }),
    mark: (tx: Tx, id: string, data: { reviewRequestedAt: Date | null; reviewNote: string | null; updatedAt: Date }) =>
      tx.blogPost.update({ where: { id }, data }),
  },
} satisfies Record<ContentKind, unknown>;
