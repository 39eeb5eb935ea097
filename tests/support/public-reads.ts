import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { seedBuiltInContent } from "@/lib/seed";
import { freshDatabase, type TestDatabase } from "./database";

/** A fresh database holding the built-in content, for tests of the public reads: this instance's memory of public
 *  items (the outage fallback's) is kept in a file of its own. */
export async function seededForPublicReads(kind: TestDatabase["kind"]): Promise<TestDatabase> {
  process.env.KNOWN_PUBLIC_FILE = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "known-")), "known-public.json");
  const database = await freshDatabase(kind);
  await seedBuiltInContent(database.prisma);
  return database;
}
