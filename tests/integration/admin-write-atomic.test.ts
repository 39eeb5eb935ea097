import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminDeps, AdminRouteDeps } from "@/lib/admin/action";
import * as projectActions from "../support/content-actions";
import * as trashActions from "../support/content-actions";
import { restoreBackupAction } from "@/lib/backup/actions/restore-backup";
import { migrateAction } from "@/lib/backup/actions/migrate";
import { createBackup } from "@/lib/backup/create";
import { POST as importRoute } from "@/app/api/admin/import/route";
import { exportContent } from "@/lib/backup/export";
import { seedBuiltInContent } from "@/lib/seed";
import { DATABASE_KINDS, freshDatabase, type TestDatabase } from "../support/database";

const project = { title: "Atomic Project", description: "d", serviceId: "saas" };

describe.each(DATABASE_KINDS)("admin writes are all or nothing on %s", (kind) => {
  let database: TestDatabase;
  const revalidated: string[] = [];
  const session = async () => ({ email: "admin@test.dev", role: "owner" as const });
  const deps = (): AdminDeps => ({
    getSession: session,
    prisma: async () => database.prisma,
    revalidate: (t) => revalidated.push(...t),
  });
  const routeDeps = (): AdminRouteDeps => ({
    getSession: session,
    prisma: async () => database.prisma,
    revalidate: (t) => revalidated.push(...t),
  });
  const counts = async () => {
    const p = database.prisma;
    const [projects, blogs, audit, backups, trash] = await Promise.all([
      p.project.count(),
      p.blogPost.count(),
      p.auditLog.count(),
      p.backup.count(),
      p.trashItem.count(),
    ]);
    return { projects, blogs, audit, backups, trash };
  };
  /** From now on every audit write fails in the database itself, as a full disk or a lost connection would. */
  const breakAuditWrites = async () => {
    await database.prisma.$executeRawUnsafe(
      `CREATE OR REPLACE FUNCTION refuse_audit() RETURNS trigger AS $$ BEGIN RAISE EXCEPTION 'audit write failed'; END $$ LANGUAGE plpgsql`,
    );
    await database.prisma.$executeRawUnsafe(
      `CREATE TRIGGER refuse_audit BEFORE INSERT ON audit_log FOR EACH ROW EXECUTE FUNCTION refuse_audit()`,
    );
  };
  const repairAuditWrites = () => database.prisma.$executeRawUnsafe(`DROP TRIGGER refuse_audit ON audit_log`);

  beforeAll(async () => {
    database = await freshDatabase(kind);
    await seedBuiltInContent(database.prisma);
  }, 240_000);
  afterAll(async () => {
    await database?.close();
  });

  it("a failing audit write leaves nothing saved and no page expired, for actions and for the import", async () => {
    const exported = JSON.stringify(await exportContent(database.prisma));
    const before = await counts();
    await breakAuditWrites();
    try {
      expect(await projectActions.createProjectAction.withDeps(deps())(project)).toMatchObject({
        ok: false,
        code: "failed",
      });
      const post = await database.prisma.blogPost.findFirstOrThrow();
      expect(await trashActions.deleteBlogPostAction.withDeps(deps())({ id: post.id })).toMatchObject({
        ok: false,
        code: "failed",
      });
      const imported = await importRoute.withDeps(routeDeps())(
        new Request("http://x.test/api/admin/import?mode=apply", { method: "POST", body: exported }),
      );
      expect(imported.status).toBe(500);
      expect(await counts()).toEqual(before);
      expect(revalidated).toEqual([]);
    } finally {
      await repairAuditWrites();
    }
    // With the audit back, the same writes go through, audited, and expire their pages after the commit.
    expect(await projectActions.createProjectAction.withDeps(deps())(project)).toEqual({
      ok: true,
      data: { id: "atomic-project" },
    });
    expect(await counts()).toMatchObject({ projects: before.projects + 1, audit: before.audit + 1 });
    expect(revalidated).toEqual(expect.arrayContaining(["projects", "project:atomic-project"]));
  });

  it("a failing audit write leaves a restore and a migration undone: no safety backup, no content replaced or copied", async () => {
    const titles = async () =>
      (await database.prisma.project.findMany({ orderBy: { id: "asc" } })).map((p) => `${p.id}=${p.title}`);
    const backup = await createBackup(database.prisma, "manual");
    await database.prisma.project.updateMany({ data: { title: "Changed After The Backup" } });
    const before = { counts: await counts(), titles: await titles() };
    revalidated.length = 0;
    await breakAuditWrites();
    try {
      expect(await restoreBackupAction.withDeps(deps())({ id: backup.id })).toMatchObject({
        ok: false,
        code: "failed",
      });
      expect({ counts: await counts(), titles: await titles() }).toEqual(before);
      // Migrate needs an empty portfolio: the projects are removed first.
      await database.prisma.project.deleteMany();
      const emptied = await counts();
      expect(await migrateAction.withDeps(deps())({})).toMatchObject({ ok: false, code: "failed" });
      expect(await counts()).toEqual(emptied);
      expect(revalidated).toEqual([]);
    } finally {
      await repairAuditWrites();
    }
    // With the audit back, both go through and expire the content pages after the commit.
    expect(await migrateAction.withDeps(deps())({})).toMatchObject({ ok: true });
    expect(await restoreBackupAction.withDeps(deps())({ id: backup.id })).toMatchObject({ ok: true });
    expect((await titles()).some((t) => t.endsWith("=Changed After The Backup"))).toBe(false);
    expect(revalidated).toEqual(expect.arrayContaining(["projects", "blog"]));
  });

  it("a double submit of the new-project form creates one project and answers both with it", async () => {
    const before = await counts();
    const submit = () =>
      projectActions.createProjectAction.withDeps(deps())({
        ...project,
        title: "Once Only",
        idempotencyKey: "0123456789abcdef0123456789abcdef",
      });
    const [first, second] = await Promise.all([submit(), submit()]);
    expect(first).toEqual({ ok: true, data: { id: "once-only" } });
    expect(second).toEqual(first);
    // A retry later (the answer was lost) gets the same answer, still without a second record.
    expect(await submit()).toEqual(first);
    expect(await counts()).toMatchObject({ projects: before.projects + 1, audit: before.audit + 1 });
    expect(await database.prisma.project.count({ where: { id: { startsWith: "once-only" } } })).toBe(1);
    // Another opened form (another key) is another project.
    const other = await projectActions.createProjectAction.withDeps(deps())({
      ...project,
      title: "Once Only",
      idempotencyKey: "fedcba9876543210fedcba9876543210",
    });
    expect(other).toEqual({ ok: true, data: { id: "once-only-2" } });
  });
});
