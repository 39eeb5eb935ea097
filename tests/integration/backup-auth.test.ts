import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { AdminDeps } from "@/lib/admin/action";
import { createBackupAction } from "@/lib/backup/actions/create-backup";
import { restoreBackupAction } from "@/lib/backup/actions/restore-backup";
import { checkDatabaseAction } from "@/lib/backup/actions/check-database";
import { migrateAction } from "@/lib/backup/actions/migrate";
import { checkIntegrityAction } from "@/lib/backup/actions/check-integrity";
import { GET as exportRoute } from "@/app/api/admin/export/route";
import { POST as importRoute } from "@/app/api/admin/import/route";
import { GET as backupRoute } from "@/app/api/admin/backups/[id]/route";
import { seedBuiltInContent } from "@/lib/seed";
import { freshDatabase, type TestDatabase } from "../support/database";
import { snapshotRows } from "../support/backup";

const actions = { createBackupAction, restoreBackupAction, checkDatabaseAction, migrateAction, checkIntegrityAction };

describe("data-safety actions and routes without a session", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await freshDatabase("pglite");
    await seedBuiltInContent(database.prisma);
  });
  afterAll(async () => {
    await database?.close();
  });

  const anonymous = (): AdminDeps => ({
    getSession: async () => null,
    prisma: async () => database.prisma,
    revalidate: vi.fn(),
  });

  it.each(Object.entries(actions))("%s refuses and changes nothing", async (_, action) => {
    const before = await snapshotRows(database.prisma, { withBackups: true });
    const result = await action.withDeps(anonymous())({ id: "x" });
    expect(result).toMatchObject({ ok: false, code: "unauthorized" });
    expect(await snapshotRows(database.prisma, { withBackups: true })).toEqual(before);
  });

  it.each([
    ["GET /api/admin/export", () => exportRoute(new Request("http://x/api/admin/export"))],
    [
      "POST /api/admin/import",
      () => importRoute(new Request("http://x/api/admin/import?mode=apply", { method: "POST", body: "{}" })),
    ],
    [
      "GET /api/admin/backups/{id}",
      () => backupRoute(new Request("http://x/api/admin/backups/a"), { params: Promise.resolve({ id: "a" }) }),
    ],
  ])("%s answers 401 without a cookie", async (_, call) => {
    const response = await call();
    expect(response.status).toBe(401);
  });

  it("with a session, restore revalidates the public pages by tag and audits who did it", async () => {
    const revalidate = vi.fn();
    const deps: AdminDeps = {
      getSession: async () => ({ email: "owner@x.test", role: "owner" as const }),
      prisma: async () => database.prisma,
      revalidate,
    };
    const created = await createBackupAction.withDeps(deps)({});
    expect(created.ok).toBe(true);
    const restored = await restoreBackupAction.withDeps(deps)({ id: created.ok ? created.data.id : "" });
    expect(restored).toMatchObject({ ok: true, data: { projects: 4, blogs: 6 } });
    // Every entity a restore rewrites: the library, the portfolio, the blog, the testimonials, the settings and the
    // redirects.
    expect(revalidate).toHaveBeenLastCalledWith(["media", "projects", "blog", "testimonials", "settings", "redirects"]);
    expect(await database.prisma.auditLog.count({ where: { action: "restore", actorEmail: "owner@x.test" } })).toBe(1);
    const missing = await restoreBackupAction.withDeps(deps)({ id: "missing" });
    expect(missing).toEqual({ ok: false, error: "Could not restore backup. Please try again.", code: "failed" });
  });
});
