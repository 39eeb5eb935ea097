import { db } from "./db";
import { ensureAdmin } from "./auth/bootstrap";
import { scheduleRetention } from "./retention/schedule";
import { schedulePublishing } from "./publishing/scheduler";
import { missingSharedSecrets, missingSharedSecretsMessage } from "./shared-secrets.mjs";
import { unsharedMediaMessage } from "./media/shared-storage.mjs";

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
  try {
    await ensureAdmin(await db());
  } catch (error) {
    console.error("[db] could not open the database at start-up:", error instanceof Error ? error.message : error);
    if ((error as Error)?.name === "DatabaseInUseError") process.exit(1);
  }
  scheduleRetention(db);
  schedulePublishing(db);
}
