import type { Prisma, PrismaClient } from "@/generated/prisma/client";
import { logger } from "@/lib/log/logger";
import { defaultSiteSettings } from "./defaults";
import { siteSettingsSchema, type SiteSettings } from "./schema";

const log = logger("settings");

/** The id of the one settings record. */
export const SITE_SETTINGS_ID = "site";

type Client = Pick<PrismaClient | Prisma.TransactionClient, "siteSettings">;

export interface StoredSettings {
  settings: SiteSettings;
  /** When the owner last saved them; null while the defaults apply. */
  updatedAt: Date | null;
}

/** The stored settings over the defaults (a field added by a later version takes its default); a record that no
 *  longer validates gives the defaults, logged. */
export async function readSiteSettings(prisma: Client): Promise<StoredSettings> {
  const row = await prisma.siteSettings.findUnique({ where: { id: SITE_SETTINGS_ID } });
  const defaults = defaultSiteSettings();
  if (!row) return { settings: defaults, updatedAt: null };
  const stored = (row.data ?? {}) as Partial<SiteSettings>;
  const parsed = siteSettingsSchema.safeParse({ ...defaults, ...stored });
  if (!parsed.success) {
    log.error({ issues: parsed.error.issues.slice(0, 3) }, "stored settings are invalid, showing the defaults");
    return { settings: defaults, updatedAt: row.updatedAt };
  }
  return { settings: parsed.data, updatedAt: row.updatedAt };
}

export async function writeSiteSettings(prisma: Client, settings: SiteSettings) {
  const data = settings as unknown as Prisma.InputJsonValue;
  return prisma.siteSettings.upsert({
    where: { id: SITE_SETTINGS_ID },
    create: { id: SITE_SETTINGS_ID, data },
    update: { data },
  });
}
