"use server";

import { z } from "zod";
import { adminAction } from "@/lib/admin/action";
import { creating, onItems } from "@/lib/access/content";
import { itemIdSchema } from "@/lib/validation";
import { optionalSlug } from "@/lib/redirects/slug";
import { startsAsDraft } from "@/lib/publishing/status";
import { blogTags, createBlogPost, updateBlogPost } from "@/lib/blog/mutations";
import { blogInputSchema } from "@/lib/blog/schema";

type Update = { id: string; post: { status?: string } };

export const createBlogPostAction = adminAction(
  creating(),
  blogInputSchema.extend({ ...startsAsDraft, slug: optionalSlug }),
  async ({ slug, ...data }, { prisma, session }) => {
    const row = await createBlogPost(prisma, data, slug, { actor: session.email, userId: session.userId });
    return {
      data: { id: row.id },
      audit: { action: "create", entity: "blog", entityId: row.id },
      tags: blogTags(row.id),
    };
  },
);

/** Update Blog Post: `openedAt` is the updatedAt the form was opened with (stale edit guard). */
export const updateBlogPostAction = adminAction(
  onItems("blog", "content.edit", (input: Update) => [input.id], { status: (input) => input.post.status }),
  z.object({ id: itemIdSchema, openedAt: z.iso.datetime(), slug: optionalSlug, post: blogInputSchema }),
  async ({ id, openedAt, slug, post }, { prisma, session }) => {
    const row = await updateBlogPost(prisma, id, post, openedAt, slug, { actor: session.email });
    return {
      data: { id: row.id, updatedAt: row.updatedAt.toISOString() },
      audit: { action: "update", entity: "blog", entityId: row.id },
      tags: [...new Set([...blogTags(id), ...blogTags(row.id)])],
    };
  },
);
