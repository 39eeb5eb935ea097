// npm run backup:import -- file.json [--dry-run]   Validates the whole file and, unless --dry-run, applies it in
// one transaction after an automatic backup (new ids added, existing ids replaced), like the admin's Import.
// npm run backup:import -- file.tar [--dry-run]   An export with media (backup:export -- --with-media): every file is
// checked against its SHA-256 first, then the files are written to the media storage and the records applied; when
// anything fails, nothing is changed.
// A running server with PostgreSQL shows the change once its cached pages expire or the next admin write.
import fs from "node:fs";
import { importMediaArchive } from "../lib/backup/archive/import";
import { looksLikeTar, withFile } from "../lib/backup/archive/tar";
import { applyImport, previewImport, type ImportPreview } from "../lib/backup/import";
import { MAX_IMPORT_BYTES, tooLargeMessage } from "../lib/backup/limits";
import { mediaStorage } from "../lib/media/storage";
import { countsPhrase, perEntity } from "../lib/entities";
import { fail, where, withDatabase } from "./backup-cli";

const args = process.argv.slice(2);
const dryRun = args.includes("--dry-run");
const file = args.find((a) => !a.startsWith("--"));
if (!file) fail("Usage: npm run backup:import -- file.json|file.tar [--dry-run]");
if (!fs.existsSync(file)) fail(`No such file: ${file}`);
const archive = withFile(file, looksLikeTar);

const describe = (p: ImportPreview) =>
  countsPhrase(
    perEntity((e) => p[e.key].total),
    (key) => ` (${p[key].added.length} new, ${p[key].replaced.length} replaced)`,
  );
const outcome = dryRun ? " (nothing written)" : "; the previous state is in the backup history";

async function importJson(prisma: Parameters<typeof applyImport>[0]) {
  const size = fs.statSync(file!).size;
  if (size > MAX_IMPORT_BYTES) fail(`${tooLargeMessage(size)}.`);
  const text = fs.readFileSync(file!, "utf8");
  const result = dryRun ? await previewImport(prisma, text) : await applyImport(prisma, text);
  if (!result.ok) fail(result.message);
  process.stderr.write(`${dryRun ? "Would import" : "Imported"} ${describe(result.value)} into ${where()}${outcome}\n`);
}

async function importArchive(prisma: Parameters<typeof applyImport>[0]) {
  const storage = mediaStorage();
  const result = await importMediaArchive(prisma, storage, file!, { dryRun });
  if (!result.ok) fail(result.message);
  const { preview, written, present } = result.value;
  const files = dryRun
    ? "every media file checked"
    : `${written} media files written to ${storage.kind} storage (${present} already there)`;
  process.stderr.write(
    `${dryRun ? "Would import" : "Imported"} ${describe(preview)} into ${where()}, ${files}${outcome}\n`,
  );
}

await withDatabase(async ({ prisma }) => (archive ? importArchive(prisma) : importJson(prisma)));
