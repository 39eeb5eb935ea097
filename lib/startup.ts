import { createRequire } from "node:module";
import { db } from "./db";
import { seedWhenOpened } from "./seeding";
import { tags } from "./cache-tags";
import { ensureAdmin } from "./auth/bootstrap";
import { scheduleRetention } from "./retention/schedule";
import { scheduleOutbox } from "./outbox/schedule";
import { schedulePublishing } from "./publishing/scheduler";
import { nextPublishTime } from "./collections/due";
import { scheduleWeeklyDigest } from "./insight/digest-schedule";
import { missingSharedSecrets, missingSharedSecretsMessage } from "./shared-secrets.mjs";
import { unsharedMediaMessage } from "./media/shared-storage.mjs";
import { logger } from "./log/logger";

/** Pages prerendered by `next build` hold the build machine's settings and site URL. Expiring the settings tag once at
 *  start makes each page's first visit render it with this server's (then it is cached as usual), so one build serves
 *  any domain and any database. */
function expireBuildTimeSettings() {
  const { tagsManifest } = createRequire(import.meta.url)(
    "next/dist/server/lib/incremental-cache/tags-manifest.external.js",
  ) as { tagsManifest: Map<string, { stale?: number; expired?: number }> };
  tagsManifest.set(tags.settings, { ...tagsManifest.get(tags.settings), expired: Date.now() });
}

/** Server start: open the database (migrations, built-in content) before the first request, make sure an admin
 *  exists. A PGlite directory owned by another process is fatal: serving without a database would lose writes. */
export async function onServerStart() {
  const missing = missingSharedSecrets();
  if (missing.length > 0) {
    console.error(missingSharedSecretsMessage(missing));
    process.exit(1);
  }
  const unsharedMedia = unsharedMediaMessage();
  if (unsharedMedia) {
    console.error(unsharedMedia);
    process.exit(1);
  }
  expireBuildTimeSettings();
  seedWhenOpened();
  try {
    await ensureAdmin(await db());
  } catch (error) {
    logger("db").error({ err: error }, "could not open the database at start-up");
    if ((error as Error)?.name === "DatabaseInUseError") process.exit(1);
  }
  scheduleRetention(db);
  scheduleOutbox(db);
  schedulePublishing(db, nextPublishTime);
  scheduleWeeklyDigest(db);
}
