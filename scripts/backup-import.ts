// npm run backup:import -- file.json [--dry-run]   Validates the whole file and, unless --dry-run, applies it in
// one transaction after an automatic backup (new ids added, existing ids replaced), like the admin's Import.
// A running server with PostgreSQL shows the change once its cached pages expire or the next admin write.
import fs from "node:fs";
import { applyImport, previewImport, type ImportPreview } from "../lib/backup/import";
import { MAX_IMPORT_BYTES, tooLargeMessage } from "../lib/backup/limits";
import { countsPhrase, perEntity } from "../lib/entities";
import { fail, where, withDatabase } from "./backup-cli";

const args = process.argv.slice(2);
const dryRun = args.includes("--dry-run");
const file = args.find((a) => !a.startsWith("--"));
if (!file) fail("Usage: npm run backup:import -- file.json [--dry-run]");
if (!fs.existsSync(file)) fail(`No such file: ${file}`);
const size = fs.statSync(file).size;
if (size > MAX_IMPORT_BYTES) fail(`${tooLargeMessage(size)}.`);
const text = fs.readFileSync(file, "utf8");

const describe = (p: ImportPreview) => countsPhrase(perEntity((e) => p[e.key].total),
  (key) => ` (${p[key].added.length} new, ${p[key].replaced.length} replaced)`);

await withDatabase(async ({ prisma }) => {
  const result = dryRun ? await previewImport(prisma, text) : await applyImport(prisma, text);
  if (!result.ok) fail(result.message);
  process.stderr.write(`${dryRun ? "Would import" : "Imported"} ${describe(result.value)} into ${where()}` +
    `${dryRun ? " (nothing written)" : "; the previous state is in the backup history"}\n`);
});
