import type { PrismaClient } from "@/generated/prisma/client";
import { builtInProjectList } from "@/lib/projects/built-in";
import { builtInBlogList } from "@/lib/blog/built-in";
import { toProjectColumns } from "@/lib/projects/mapping";
import { toBlogColumns } from "@/lib/blog/mapping";
import { seedShippedMedia } from "@/lib/media/seed";
import { mediaStorage } from "@/lib/media/storage";

const SEEDED_KEY = "content_seeded_at";

/** Inserts the built-in projects and blog posts into a fresh database, once: a second start (or a database whose
 *  owner has since deleted everything) inserts nothing. Returns how many rows were inserted. */
export async function seedBuiltInContent(prisma: PrismaClient) {
  return prisma.$transaction(async (tx) => {
    if (await tx.setting.findUnique({ where: { key: SEEDED_KEY } })) return { projects: 0, blogs: 0 };
    const projects = await tx.project.createMany({
      data: builtInProjectList().map(({ id, createdAt, updatedAt, ...data }) =>
        ({ id, createdAt, updatedAt, ...toProjectColumns(data) })),
      skipDuplicates: true,
    });
    const blogs = await tx.blogPost.createMany({
      data: builtInBlogList().map(({ id, createdAt, updatedAt, ...data }) =>
        ({ id, createdAt, updatedAt, ...toBlogColumns(data) })),
      skipDuplicates: true,
    });
    await tx.setting.createMany({ data: [{ key: SEEDED_KEY, value: new Date().toISOString() }], skipDuplicates: true });
    return { projects: projects.count, blogs: blogs.count };
  });
}

/** The built-in content's images into the media library, once (lib/media/seed.ts); a failure is logged, not fatal. */
export async function seedBuiltInMedia(prisma: PrismaClient): Promise<number> {
  try {
    return await seedShippedMedia(prisma, mediaStorage());
  } catch (error) {
    console.error("[media] could not add the built-in images to the library:", error instanceof Error ? error.message : error);
    return 0;
  }
}
