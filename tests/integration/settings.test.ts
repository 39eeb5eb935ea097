import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { saveSiteSettingsAction } from "@/lib/settings/actions/settings";
import type { AdminDeps } from "@/lib/admin/action";
import { defaultSiteSettings } from "@/lib/settings/defaults";
import { readSiteSettings } from "@/lib/settings/store";
import { STALE_EDIT_MESSAGE } from "@/lib/results/stale";
import { DATABASE_KINDS, freshDatabase, type TestDatabase } from "../support/database";

describe.each(DATABASE_KINDS)("site settings on %s", (kind) => {
  let database: TestDatabase;
  let revalidated: string[] = [];
  const deps = (): AdminDeps => ({
    getSession: async () => ({ email: "owner@studio.test", role: "owner" as const }),
    prisma: async () => database.prisma,
    revalidate: (tags) => {
      revalidated.push(...tags);
    },
  });
  const save = (input: unknown) => saveSiteSettingsAction.withDeps(deps())(input);

  beforeAll(async () => {
    database = await freshDatabase(kind);
  }, 240_000);
  afterAll(async () => {
    await database?.close();
  });

  it("before the first save the defaults apply; a save stores them, audits it and expires the settings tag", async () => {
    expect(await readSiteSettings(database.prisma)).toEqual({ settings: defaultSiteSettings(), updatedAt: null });
    const settings = {
      ...defaultSiteSettings(),
      email: "owner@studio.example",
      announcement: { enabled: true, text: "Now booking Q1", link: "/blogs" },
    };
    revalidated = [];
    const result = await save({ settings, updatedAt: "" });
    expect(result).toMatchObject({ ok: true });
    const stored = await readSiteSettings(database.prisma);
    expect(stored.settings).toEqual(settings);
    expect(stored.updatedAt?.toISOString()).toBe(result.ok ? result.data.updatedAt : "");
    expect(revalidated).toEqual(["settings"]);
    expect(
      await database.prisma.auditLog.count({ where: { entity: "settings", actorEmail: "owner@studio.test" } }),
    ).toBe(1);
  });

  it("invalid settings change nothing and name the field", async () => {
    const before = await readSiteSettings(database.prisma);
    revalidated = [];
    const result = await save({
      settings: {
        ...before.settings,
        phone: "12345",
        social: { ...before.settings.social, linkedin: "http://x.example" },
      },
      updatedAt: before.updatedAt!.toISOString(),
    });
    expect(result).toMatchObject({ ok: false, code: "invalid" });
    if (!result.ok) {
      expect(result.fieldErrors?.["settings.phone"]?.[0]).toMatch(/international format/);
      expect(result.fieldErrors?.["settings.social.linkedin"]?.[0]).toMatch(/https/);
    }
    expect(await readSiteSettings(database.prisma)).toEqual(before);
    expect(revalidated).toEqual([]);
  });

  it("a form opened before another save is refused, so it never undoes that save", async () => {
    const before = await readSiteSettings(database.prisma);
    const result = await save({ settings: { ...before.settings, name: "Old Tab" }, updatedAt: "" });
    expect(result).toEqual({ ok: false, error: STALE_EDIT_MESSAGE, code: "stale" });
    expect((await readSiteSettings(database.prisma)).settings.name).toBe(before.settings.name);
  });

  it("a stored record missing a field added later takes that field's default", async () => {
    const { announcement: _dropped, ...older } = defaultSiteSettings();
    await database.prisma.siteSettings.update({
      where: { id: "site" },
      data: { data: { ...older, name: "Older Studio" } },
    });
    const { settings } = await readSiteSettings(database.prisma);
    expect(settings.name).toBe("Older Studio");
    expect(settings.announcement).toEqual({ enabled: false, text: "", link: "" });
  });

  it("nobody signed in: nothing is saved", async () => {
    const before = await readSiteSettings(database.prisma);
    const anonymous = saveSiteSettingsAction.withDeps({ ...deps(), getSession: async () => null });
    expect(
      await anonymous({ settings: defaultSiteSettings(), updatedAt: before.updatedAt!.toISOString() }),
    ).toMatchObject({ ok: false, code: "unauthorized" });
    expect(await readSiteSettings(database.prisma)).toEqual(before);
  });
});
