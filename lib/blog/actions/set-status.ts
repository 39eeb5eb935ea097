"use server";

import type { Prisma } from "@/generated/prisma/client";
import { adminAction } from "@/lib/admin/action";
import { blogTags } from "@/lib/blog/mutations";
import { blogSnapshot } from "@/lib/blog/codec";
import { BLOG_REVISION_FIELDS } from "@/lib/blog/revision-fields";
import { bulkStatusSchema, bulkStatusWork } from "@/lib/publishing/bulk";
import { withRevisions } from "@/lib/revisions/store";

const read = (tx: Prisma.TransactionClient) => async (ids: string[]) =>
  (await tx.blogPost.findMany({ where: { id: { in: ids } } })).map(blogSnapshot);

/** Publish or Unpublish the selected blog posts, all or none; each one changed gets its revision. */
export const setBlogPostsStatusAction = adminAction("content.publish", bulkStatusSchema, (input, { prisma, session }) =>
  withRevisions(
    prisma,
    { entity: "blog", ids: input.ids, fields: BLOG_REVISION_FIELDS, by: { actor: session.email }, read: read(prisma) },
    () => bulkStatusWork(prisma, "blog", input, blogTags),
  ),
);
