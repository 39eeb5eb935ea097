"use server";

import { adminAction } from "@/lib/admin/action";
import { blogTags } from "@/lib/blog/mutations";
import { bulkStatusSchema, bulkStatusWork } from "@/lib/publishing/bulk";

/** Publish or Unpublish the selected blog posts, all or none. */
export const setBlogPostsStatusAction = adminAction(bulkStatusSchema, (input, { prisma }) => bulkStatusWork(prisma, "blog", input, blogTags));
