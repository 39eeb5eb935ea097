// The library's image records, the site settings and the redirects travel with backups, restores, exports and imports
// (all or nothing), and files written before they were kept still load without touching them.
import fs from "node:fs";
import { describe, expect, it } from "vitest";
import type { PrismaClient } from "@/generated/prisma/client";
import { createBackup } from "@/lib/backup/create";
import { exportContent } from "@/lib/backup/export";
import { applyImport } from "@/lib/backup/import";
import { checkIntegrity, describeIssue } from "@/lib/backup/integrity";
import { getBackupRecord, listBackups } from "@/lib/backup/list";
import { restoreBackup } from "@/lib/backup/restore";
import { defaultSiteSettings } from "@/lib/settings/defaults";
import { readSiteSettings, writeSiteSettings } from "@/lib/settings/store";
import { DATABASE_KINDS } from "../support/database";
import { failOnRow, libraryRecord, snapshotRows, databaseForEachTest } from "../support/backup";

const body = (file: object) => JSON.stringify(file, null, 2);
const settingsWith = (email: string) => ({ ...defaultSiteSettings({}), email, tagline: `Tagline for ${email}` });

/** Three library images, saved settings and two redirects beside the built-in content. */
async function addEntities(prisma: PrismaClient) {
  for (const n of [1, 2, 3]) await prisma.media.create({ data: libraryRecord(n) });
  await writeSiteSettings(prisma, settingsWith("backup@studio.test"));
  await prisma.redirect.create({
    data: {
      id: "r1",
      fromPath: "/old-case",
      toPath: "/case-study/new-case",
      kind: "slug",
      createdAt: new Date(Date.UTC(2026, 1, 1)),
    },
  });
  await prisma.redirect.create({
    data: {
      id: "r2",
      fromPath: "/promo",
      toPath: "https://example.com/promo",
      createdAt: new Date(Date.UTC(2026, 1, 2)),
    },
  });
}

/** Changes to every one of them: an image edited, one deleted, one added; the settings saved; a redirect gone, one new. */
async function changeEntities(prisma: PrismaClient) {
  await prisma.media.update({ where: { id: "img1" }, data: { alt: "Changed alt", focalX: 90 } });
  await prisma.media.delete({ where: { id: "img2" } });
  await prisma.media.create({ data: libraryRecord(9) });
  await writeSiteSettings(prisma, settingsWith("changed@studio.test"));
  await prisma.redirect.delete({ where: { id: "r1" } });
  await prisma.redirect.create({ data: { fromPath: "/later", toPath: "/blogs" } });
}

describe.each(DATABASE_KINDS)("media, settings and redirects in backups and files on %s", (kind) => {
  const database = databaseForEachTest(kind, { more: addEntities });

  it("backup → change → restore brings the library's records, the settings and the redirects back", async () => {
    const prisma = database.prisma;
    const before = await snapshotRows(prisma);
    const backup = await createBackup(prisma);
    expect(backup).toMatchObject({ media: 3, projects: 4, blogs: 6, settings: 1, redirects: 2 });
    await changeEntities(prisma);

    const result = await restoreBackup(prisma, backup.id);
    expect(result).toMatchObject({ media: 3, settings: 1, redirects: 2 });
    expect(await snapshotRows(prisma)).toEqual(before);
    expect((await readSiteSettings(prisma)).settings.email).toBe("backup@studio.test");
    expect((await listBackups(prisma))[0]).toMatchObject({
      reason: "before-restore",
      media: 3,
      settings: 1,
      redirects: 2,
    });
  });

  it("a backup taken while the defaults applied restores the defaults", async () => {
    const prisma = database.prisma;
    await prisma.siteSettings.deleteMany();
    const backup = await createBackup(prisma);
    await writeSiteSettings(prisma, settingsWith("later@studio.test"));
    await restoreBackup(prisma, backup.id);
    expect(await readSiteSettings(prisma)).toEqual({ settings: defaultSiteSettings(), updatedAt: null });
  });

  it("a backup from before they were kept restores projects and posts and leaves them as they are", async () => {
    const prisma = database.prisma;
    const { projects, blogs } = await exportContent(prisma);
    const old = await prisma.backup.create({
      data: { entities: JSON.parse(JSON.stringify({ projects, blogs })), version: "2.0" },
    });
    const record = await getBackupRecord(prisma, old.id);
    expect(Object.keys(record!).sort()).toEqual(["blogs", "projects", "timestamp", "version"]);
    await changeEntities(prisma);
    await prisma.project.updateMany({ data: { title: "Changed after the backup" } });
    const changed = await snapshotRows(prisma);

    await restoreBackup(prisma, old.id);
    const after = await snapshotRows(prisma);
    expect(after.projects.map((p) => p.title)).not.toContain("Changed after the backup");
    expect({ media: after.media, settings: after.settings, redirects: after.redirects }).toEqual({
      media: changed.media,
      settings: changed.settings,
      redirects: changed.redirects,
    });
  });

  it.each([
    [
      "a 2.0 file without their lists",
      () =>
        body({
          version: "2.0",
          projects: [{ id: "only-project", title: "Only", description: "D", serviceId: "saas" }],
          blogs: [],
        }),
    ],
    ["a 1.0 export", () => fs.readFileSync("tests/fixtures/backup/export-v1.0.json", "utf8")],
    [
      "an export of the old client-side site",
      () => fs.readFileSync("tests/fixtures/backup/export-legacy.json", "utf8"),
    ],
  ])("an import of %s keeps the library, the settings and the redirects", async (_, file) => {
    const prisma = database.prisma;
    const before = await snapshotRows(prisma);
    const result = await applyImport(prisma, file());
    expect(result).toMatchObject({
      ok: true,
      value: { media: { total: 0 }, settings: { total: 0 }, redirects: { total: 0 } },
    });
    const after = await snapshotRows(prisma);
    expect({ media: after.media, settings: after.settings, redirects: after.redirects }).toEqual({
      media: before.media,
      settings: before.settings,
      redirects: before.redirects,
    });
  });

  it("export → wipe → import round-trips them byte-equal", async () => {
    const prisma = database.prisma;
    const exported = await exportContent(prisma, new Date("2026-01-02T03:04:05Z"));
    expect(exported.media).toHaveLength(3);
    expect(exported.settings).toEqual([{ id: "site", settings: settingsWith("backup@studio.test") }]);
    expect(exported.redirects.map((r) => r.fromPath)).toEqual(["/old-case", "/promo"]);
    const before = await snapshotRows(prisma);
    await prisma.media.deleteMany();
    await prisma.siteSettings.deleteMany();
    await prisma.redirect.deleteMany();

    const result = await applyImport(prisma, body(exported));
    expect(result).toMatchObject({
      ok: true,
      value: {
        media: { total: 3, replaced: [] },
        settings: { total: 1, added: [{ id: "site", title: "Site settings" }] },
      },
    });
    expect(body(await exportContent(prisma, new Date("2026-01-02T03:04:05Z")))).toBe(body(exported));
    expect(await snapshotRows(prisma)).toEqual(before);
  });

  it("an imported image or redirect replaces the stored one with the same content hash or address under another id", async () => {
    const prisma = database.prisma;
    const { media, redirects } = await exportContent(prisma);
    const file = {
      media: [{ ...media[0], id: "other-site-image", alt: "Alt from the other site" }],
      redirects: [{ ...redirects[0], id: "other-site-redirect", toPath: "/case-study/elsewhere" }],
    };
    const result = await applyImport(prisma, body(file));
    expect(result.ok).toBe(true);
    expect(await prisma.media.findMany({ where: { key: media[0].key as string } })).toEqual([
      expect.objectContaining({ id: "other-site-image", alt: "Alt from the other site" }),
    ]);
    expect(await prisma.redirect.findMany({ where: { fromPath: "/old-case" } })).toEqual([
      expect.objectContaining({ id: "other-site-redirect", toPath: "/case-study/elsewhere" }),
    ]);
  });

  it.each([
    [
      "an image without a valid content hash or alt text",
      { media: [{ ...libraryRecord(5), key: "xyz", alt: " ", caption: undefined }] },
      /Image 1, key: The content hash is 32 hexadecimal digits; Image 1, alt: Describe the image/,
    ],
    [
      "settings with an invalid e-mail",
      { settings: [{ id: "site", settings: { ...settingsWith("x"), email: "not-an-email" } }] },
      /Site settings 1, settings\.email: Enter a valid e-mail address/,
    ],
    [
      "a redirect to a script address",
      { redirects: [{ id: "bad", fromPath: "/a", toPath: "javascript:alert(1)" }] },
      /Redirect 1, toPath: Only http and https addresses can be a target/,
    ],
  ])("a file with %s is refused whole, changing nothing", async (_, file, message) => {
    const prisma = database.prisma;
    const exported = await exportContent(prisma);
    const before = await snapshotRows(prisma, { withBackups: true });
    const result = await applyImport(prisma, body({ ...exported, ...JSON.parse(JSON.stringify(file)) }));
    expect(!result.ok && result.message).toMatch(message);
    expect(await snapshotRows(prisma, { withBackups: true })).toEqual(before);
  });

  it.each([2, 14, 16])(
    "a restore that fails on row %i (an image, the settings, a redirect) leaves everything as before",
    async (n) => {
      const prisma = database.prisma;
      const backup = await createBackup(prisma);
      await changeEntities(prisma);
      const before = await snapshotRows(prisma, { withBackups: true });
      await expect(restoreBackup(prisma, backup.id, { beforeRow: failOnRow(n) })).rejects.toThrow(
        `injected failure on row ${n}`,
      );
      expect(await snapshotRows(prisma, { withBackups: true })).toEqual(before);
    },
  );

  it("the integrity check flags a broken image record, invalid stored settings and a redirect loop, with edit links", async () => {
    const prisma = database.prisma;
    await prisma.media.update({ where: { id: "img1" }, data: { blurDataUrl: "not a data url" } });
    await prisma.siteSettings.update({
      where: { id: "site" },
      data: { data: { ...settingsWith("ok@studio.test"), phone: "12" } },
    });
    await prisma.redirect.createMany({
      data: [
        { fromPath: "/loop-a", toPath: "/loop-b" },
        { fromPath: "/loop-b", toPath: "/loop-a" },
      ],
    });
    const report = await checkIntegrity(prisma);
    expect(report.checked).toEqual({ media: 3, projects: 4, blogs: 6, testimonials: 19, settings: 1, redirects: 4 });
    expect(report.issues.map((i) => `${i.entity}|${i.field}|${i.editHref}`)).toEqual([
      "media|blurDataUrl|/admin/media",
      "settings|phone|/admin/settings",
      "redirect|toPath|/admin/redirects",
      "redirect|toPath|/admin/redirects",
    ]);
    expect(report.issues.map(describeIssue)).toEqual(
      expect.arrayContaining([
        'Image "Photo 1" (blurDataUrl): The blur placeholder is not an image data URL',
        'Redirect "/loop-a → /loop-b" (toPath): This redirect leads back to where it starts (a loop): visitors get no page',
      ]),
    );
  });
});
