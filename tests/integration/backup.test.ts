import { describe, expect, it } from "vitest";
import { createBackup } from "@/lib/backup/create";
import { listBackups, getBackupRecord } from "@/lib/backup/list";
import { restoreBackup } from "@/lib/backup/restore";
import { backupRecordSchema } from "@/lib/backup/record";
import { DATABASE_KINDS } from "../support/database";
import { failOnRow, snapshotRows, databaseForEachTest } from "../support/backup";

describe.each(DATABASE_KINDS)("backup and restore on %s", (kind) => {
  const database = databaseForEachTest(kind);

  it("backup → change data → restore gives back exactly the backed-up rows", async () => {
    const prisma = database.prisma;
    const before = await snapshotRows(prisma);
    const backup = await createBackup(prisma);
    expect(backup).toMatchObject({ projects: 4, blogs: 6 });

    await prisma.project.update({ where: { id: before.projects[0].id }, data: { title: "Changed" } });
    await prisma.project.delete({ where: { id: before.projects[1].id } });
    await prisma.blogPost.deleteMany({ where: { id: before.blogs[0].id } });
    await prisma.blogPost.create({
      data: { id: "new-post", title: "New", content: "x", authorName: "A", publishedAt: new Date() },
    });

    const result = await restoreBackup(prisma, backup.id);
    expect(result).toMatchObject({ projects: 4, blogs: 6, restoredFrom: backup.createdAt });
    expect(await snapshotRows(prisma)).toEqual(before);
  });

  it("takes an automatic backup of the current state before restoring, so a restore can be undone", async () => {
    const prisma = database.prisma;
    const first = await createBackup(prisma);
    await prisma.blogPost.deleteMany();
    const changed = await snapshotRows(prisma);
    const { safetyBackupId } = await restoreBackup(prisma, first.id);
    const history = await listBackups(prisma);
    expect(history[0]).toMatchObject({ id: safetyBackupId, reason: "before-restore", projects: 4, blogs: 0 });
    await restoreBackup(prisma, safetyBackupId);
    expect(await snapshotRows(prisma)).toEqual(changed);
  });

  it("keeps the 5 most recent backups, newest first, with counts", async () => {
    const prisma = database.prisma;
    const ids: string[] = [];
    for (let i = 0; i < 7; i++) ids.push((await createBackup(prisma)).id);
    const history = await listBackups(prisma);
    expect(history.map((b) => b.id)).toEqual(ids.slice(2).reverse());
    expect(history.every((b) => b.projects === 4 && b.blogs === 6)).toBe(true);
    expect(await prisma.backup.count()).toBe(5);
  });

  it("a backup downloads as the backup record {projects, blogs, timestamp, version '2.0'}", async () => {
    const backup = await createBackup(database.prisma);
    const record = await getBackupRecord(database.prisma, backup.id);
    expect(backupRecordSchema.parse(record)).toEqual(record);
    expect(record).toMatchObject({ version: "2.0", timestamp: backup.createdAt.toISOString() });
    expect(record!.projects).toHaveLength(4);
    expect(await getBackupRecord(database.prisma, "nope")).toBeNull();
  });

  it.each([1, 3, 7])("a restore that fails on row %i leaves the database exactly as before", async (n) => {
    const prisma = database.prisma;
    const backup = await createBackup(prisma);
    await prisma.project.update({
      where: { id: (await prisma.project.findFirstOrThrow()).id },
      data: { title: "Changed" },
    });
    await prisma.blogPost.deleteMany({ where: { id: (await prisma.blogPost.findFirstOrThrow()).id } });
    const before = await snapshotRows(prisma, { withBackups: true });
    await expect(restoreBackup(prisma, backup.id, { beforeRow: failOnRow(n) })).rejects.toThrow(
      `injected failure on row ${n}`,
    );
    expect(await snapshotRows(prisma, { withBackups: true })).toEqual(before);
  });

  it("refuses an unknown backup id without changing anything", async () => {
    const before = await snapshotRows(database.prisma, { withBackups: true });
    await expect(restoreBackup(database.prisma, "missing")).rejects.toThrow("There is no backup missing");
    expect(await snapshotRows(database.prisma, { withBackups: true })).toEqual(before);
  });
});
