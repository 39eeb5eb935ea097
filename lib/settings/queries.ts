import "server-only";
import { cacheLife, cacheTag } from "next/cache";
import { db } from "@/lib/db";
import { tags } from "@/lib/cache-tags";
import { withTimeout } from "@/lib/timeout";
import { logger } from "@/lib/log/logger";
import { metrics } from "@/lib/metrics/registry.mjs";
import { countedRead } from "@/lib/metrics/cached-read";
import { readSiteSettings } from "./store";
import { defaultSiteSettings, runtimeSiteUrl } from "./defaults";
import type { SiteSettings } from "./schema";

const log = logger("settings");
const SETTINGS_WAIT_MS = 5000;

/** The settings every page shows, plus the site's public origin configured at run time. */
export type PublicSettings = SiteSettings & { siteUrl: string };

/** The one cached read of the site settings, tagged `settings`: a save expires it and every page shows the new values
 *  on its next request. When the database fails, the defaults stand in for a minute. */
async function cachedSiteSettings(): Promise<PublicSettings> {
  "use cache";
  cacheTag(tags.settings);
  metrics.cachedReadRuns.inc({ read: "settings" });
  const siteUrl = runtimeSiteUrl();
  try {
    const prisma = await withTimeout(db(), SETTINGS_WAIT_MS);
    const { settings } = await withTimeout(readSiteSettings(prisma), SETTINGS_WAIT_MS);
    cacheLife("content");
    return { ...settings, siteUrl };
  } catch (error) {
    log.error({ err: error }, "database unavailable, showing the default settings");
    cacheLife("minutes");
    return { ...defaultSiteSettings(), siteUrl };
  }
}
export const getSiteSettings = countedRead("settings", cachedSiteSettings);
