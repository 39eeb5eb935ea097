import { defineEntity } from "@/lib/entity/contract";
import { schemaIssues } from "@/lib/entity/integrity";
import { tags } from "@/lib/cache-tags";
import { SETTINGS_TITLE, settingsCodec } from "./codec";
import { defaultSiteSettings } from "./defaults";
import { siteSettingsSchema } from "./schema";

/** The site settings record, as backups, imports and the integrity check see it; a restore expires `settings`. */
export const settingsEntity = defineEntity({
  key: "settings",
  name: "settings",
  labels: { one: "site settings", many: "site settings", admin: "site settings", adminMany: "site settings" },
  tags: [tags.settings],
  codec: settingsCodec,
  // Until the owner saves them, the settings are the defaults (and the environment): nothing is stored.
  builtIn: () => [],
  editHref: () => "/admin/settings",
  check: async (db) => {
    const rows = await db.siteSettings.findMany();
    const issues = rows.flatMap((row) =>
      schemaIssues(siteSettingsSchema.safeParse({ ...defaultSiteSettings(), ...(row.data as object) })).map(
        (issue) => ({ id: row.id, title: SETTINGS_TITLE, ...issue }),
      ),
    );
    return { checked: rows.length, issues };
  },
});
