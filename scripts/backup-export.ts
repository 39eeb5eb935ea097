// npm run backup:export -- file.json   Writes every project and post to file.json ("-" for standard output),
// the same file as the admin's Export button. Works on PostgreSQL (DATABASE_URL) and on PGlite (PGLITE_DIR,
// refused while a server owns the directory).
import fs from "node:fs";
import { exportContent, exportFileName } from "../lib/backup/export";
import { fail, where, withDatabase } from "./backup-cli";

const file = process.argv[2] ?? exportFileName(new Date());
if (file.startsWith("--")) fail("Usage: npm run backup:export -- [file.json | -]");

await withDatabase(async ({ prisma }) => {
  const data = await exportContent(prisma);
  const text = JSON.stringify(data, null, 2);
  if (file === "-") process.stdout.write(`${text}\n`);
  else {
    fs.writeFileSync(file, text);
    process.stderr.write(`Exported ${data.projects.length} portfolios and ${data.blogs.length} blog posts from ${where()} to ${file}\n`);
  }
});
