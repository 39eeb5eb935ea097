import type { PrismaClient } from "@/generated/prisma/client";
import type { RowHook } from "@/lib/backup/client";

/** Every project, post (and optionally backup) row, in a stable order, for before/after comparisons. */
export async function snapshotRows(prisma: PrismaClient, { withBackups = false } = {}) {
  const [projects, blogs, backups] = await Promise.all([
    prisma.project.findMany({ orderBy: { id: "asc" } }),
    prisma.blogPost.findMany({ orderBy: { id: "asc" } }),
    withBackups ? prisma.backup.findMany({ orderBy: { id: "asc" } }) : Promise.resolve([]),
  ]);
  return { projects, blogs, backups };
}

export async function wipeAll(prisma: PrismaClient) {
  await prisma.project.deleteMany();
  await prisma.blogPost.deleteMany();
  await prisma.backup.deleteMany();
  await prisma.setting.deleteMany();
}

/** A row hook that throws on the n-th row written (1-based, projects then posts). */
export function failOnRow(n: number): RowHook {
  let written = 0;
  return () => {
    written++;
    if (written === n) throw new Error(`injected failure on row ${n}`);
  };
}
