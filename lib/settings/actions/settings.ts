"use server";

import { adminAction } from "@/lib/admin/action";
import { tags } from "@/lib/cache-tags";
import { stale } from "@/lib/results/stale";
import { siteSettingsFormSchema } from "@/lib/settings/schema";
import { readSiteSettings, writeSiteSettings } from "@/lib/settings/store";

/** Saves the site settings; every public page shows them on its next request. A form opened on an older version
 *  than the stored one is refused, so one owner's save never silently undoes another's. */
export const saveSiteSettingsAction = adminAction(
  "settings.manage",
  siteSettingsFormSchema,
  async ({ settings, updatedAt }, { prisma }) => {
    const current = await readSiteSettings(prisma);
    const openedOn = current.updatedAt?.toISOString() ?? "";
    if (openedOn !== updatedAt) throw stale();
    const row = await writeSiteSettings(prisma, settings);
    return {
      data: { updatedAt: row.updatedAt.toISOString() },
      audit: { action: "update", entity: "settings", entityId: row.id },
      tags: [tags.settings],
    };
  },
);
