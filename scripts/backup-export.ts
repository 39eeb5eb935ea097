// npm run backup:export -- file.json   Writes every entity's records (projects, posts, …) to file.json ("-" for standard output),
// the same file as the admin's Export button. Works on PostgreSQL (DATABASE_URL) and on PGlite (PGLITE_DIR,
// refused while a server owns the directory).
import fs from "node:fs";
import { exportContent, exportFileName } from "../lib/backup/export";
import { countsPhrase, perEntity } from "../lib/entities";
import { fail, where, withDatabase } from "./backup-cli";

const file = process.argv[2] ?? exportFileName(new Date());
if (file.startsWith("--")) fail("Usage: npm run backup:export -- [file.json | -]");

await withDatabase(async ({ prisma }) => {
  const data = await exportContent(prisma);
  const text = JSON.stringify(data, null, 2);
  if (file === "-") process.stdout.write(`${text}\n`);
  else {
    fs.writeFileSync(file, text);
    process.stderr.write(`Exported ${countsPhrase(perEntity((e) => data[e.key].length))} from ${where()} to ${file}\n`);
  }
});
