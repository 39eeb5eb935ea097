import { connection } from "next/server";
import { hasBearer, notAllowed } from "@/lib/ops/bearer";
import { dumpEmbeddedDatabase } from "@/lib/db";
import { logger } from "@/lib/log/logger";

const log = logger("backup");

/** `npm run backup:create` while the site runs on the embedded database: this process owns the data directory, so
 *  it takes the dump (a consistent tarball) and hands it over. Only with the token npm start wrote next to the data
 *  directory (lib/ops/ops-file.mjs); nginx never passes /api/ops on. */
export async function POST(request: Request) {
  await connection();
  if (!hasBearer(request, process.env.STUDIO_OPS_TOKEN)) return notAllowed();
  const dump = await dumpEmbeddedDatabase();
  if (!dump)
    return Response.json(
      { error: "This site runs on PostgreSQL: back it up with pg_dump (npm run backup:create does)." },
      { status: 409 },
    );
  log.info({ bytes: dump.size }, "embedded database dumped for a backup");
  return new Response(dump, { headers: { "Content-Type": "application/gzip", "Cache-Control": "no-store" } });
}
