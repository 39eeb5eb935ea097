import { db } from "./db";
import { ensureAdmin } from "./auth/bootstrap";

/** Server start: open the database (migrations, built-in content) before the first request, make sure an admin
 *  exists. A PGlite directory owned by another process is fatal: serving without a database would lose writes. */
export async function onServerStart() {
  try {
    await ensureAdmin(await db());
  } catch (error) {
    console.error("[db] could not open the database at start-up:", error instanceof Error ? error.message : error);
    if ((error as Error)?.name === "DatabaseInUseError") process.exit(1);
  }
}
