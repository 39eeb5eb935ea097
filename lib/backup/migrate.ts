import "server-only";
import { builtInProjectList } from "@/lib/projects/built-in";
import { builtInBlogList } from "@/lib/blog/built-in";
import { toProjectColumns } from "@/lib/projects/mapping";
import { toBlogColumns } from "@/lib/blog/mapping";
import type { Db } from "./client";
import { MIGRATION_HAS_PROJECTS } from "./messages";

/** 'Check Database': how many portfolios and posts the database holds. */
export async function checkDatabase(prisma: Db) {
  const [projects, blogs] = await Promise.all([prisma.project.count(), prisma.blogPost.count()]);
  return { projects, blogs };
}

export class MigrationRefusedError extends Error {
  constructor() {
    super(MIGRATION_HAS_PROJECTS);
    this.name = "MigrationRefusedError";
  }
}

export interface SkippedItem {
  entity: "project" | "blog";
  id: string;
  error: string;
}

type Log = (message: string) => void;

/** 'Migrate': copies the four built-in portfolios and six built-in posts into the database, one by one; an item
 *  that fails (e.g. a post whose id is already taken) is skipped and logged. Refused when projects exist. */
export async function migrateBuiltInContent(prisma: Db, log: Log = (m) => console.warn(m)) {
  if ((await prisma.project.count()) > 0) throw new MigrationRefusedError();
  const skipped: SkippedItem[] = [];
  let projects = 0;
  let blogs = 0;
  for (const { id, createdAt, updatedAt, ...data } of builtInProjectList()) {
    try {
      await prisma.project.create({ data: { id, createdAt, updatedAt, ...toProjectColumns(data) } });
      projects++;
    } catch (error) {
      skipped.push({ entity: "project", id, error: (error as Error).message });
      log(`[migration] skipped portfolio ${id}: ${(error as Error).message}`);
    }
  }
  for (const { id, createdAt, updatedAt, ...data } of builtInBlogList()) {
    try {
      await prisma.blogPost.create({ data: { id, createdAt, updatedAt, ...toBlogColumns(data) } });
      blogs++;
    } catch (error) {
      skipped.push({ entity: "blog", id, error: (error as Error).message });
      log(`[migration] skipped blog post ${id}: ${(error as Error).message}`);
    }
  }
  return { projects, blogs, skipped };
}
