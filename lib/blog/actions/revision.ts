"use server";

import { adminAction } from "@/lib/admin/action";
import { restoringRevision } from "@/lib/access/content";
import { restoreRevision } from "@/lib/revisions/restore";
import { restoreRevisionSchema } from "@/lib/revisions/schema";
import { blogCodec } from "@/lib/blog/codec";
import { blogTags, updateBlogPost } from "@/lib/blog/mutations";

const target = {
  entity: "blog" as const,
  read: (s: unknown) => blogCodec.schema.safeParse(blogCodec.normalise(s)),
  update: updateBlogPost,
};

/** Restore: an earlier revision becomes the post again (a new revision itself); its article updates at once. */
export const restoreBlogRevisionAction = adminAction(
  restoringRevision("blog"),
  restoreRevisionSchema,
  async ({ id, revisionId, openedAt }, { prisma, session }) => {
    const row = await restoreRevision(prisma, target, id, revisionId, openedAt, session.email);
    return {
      data: { id: row.id, updatedAt: row.updatedAt.toISOString() },
      audit: { action: "restore-revision", entity: "blog", entityId: row.id },
      tags: blogTags(row.id),
    };
  },
);
