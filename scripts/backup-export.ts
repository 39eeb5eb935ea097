// npm run backup:export -- file.json   Writes every entity's records (projects, posts, images, settings, redirects) to
// file.json ("-" for standard output), the same file as the admin's Export button.
// npm run backup:export -- --with-media [file.tar]   The same export plus every stored file of every library image, in a
// .tar with the SHA-256 of each file (npm run backup:import restores it, all or nothing).
// Works on PostgreSQL (DATABASE_URL) and on PGlite (PGLITE_DIR, refused while a server owns the directory); the media
// storage is the one the site uses (MEDIA_DIR or .data/media, or S3_* when set).
import fs from "node:fs";
import { exportContent, exportFileName } from "../lib/backup/export";
import { MissingMediaError, writeMediaArchive } from "../lib/backup/archive/export";
import { archiveFileName } from "../lib/backup/archive/manifest";
import { mediaStorage } from "../lib/media/storage";
import { countsPhrase, perEntity } from "../lib/entities";
import { fail, where, withDatabase } from "./backup-cli";

const USAGE = "Usage: npm run backup:export -- [file.json | -]   or   npm run backup:export -- --with-media [file.tar]";
const args = process.argv.slice(2);
const withMedia = args.includes("--with-media");
if (args.some((a) => a.startsWith("--") && a !== "--with-media")) fail(USAGE);
const file =
  args.find((a) => !a.startsWith("--")) ?? (withMedia ? archiveFileName(new Date()) : exportFileName(new Date()));
if (withMedia && file === "-")
  fail("The export with media is a .tar file: give it a file name (standard output takes the JSON export only).");

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

await withDatabase(async ({ prisma }) => {
  if (withMedia) {
    const storage = mediaStorage();
    try {
      const { data, files, bytes } = await writeMediaArchive(prisma, storage, file);
      process.stderr.write(
        `Exported ${countsPhrase(perEntity((e) => data[e.key].length))} with ${files} media files ` +
          `(${megabytes(bytes)}, ${storage.kind} storage) from ${where()} to ${file}\n`,
      );
    } catch (error) {
      if (error instanceof MissingMediaError) fail(`Nothing was written. ${error.message}`);
      throw error;
    }
    return;
  }
  const data = await exportContent(prisma);
  const text = JSON.stringify(data, null, 2);
  if (file === "-") process.stdout.write(`${text}\n`);
  else {
    fs.writeFileSync(file, text);
    process.stderr.write(`Exported ${countsPhrase(perEntity((e) => data[e.key].length))} from ${where()} to ${file}\n`);
  }
});
