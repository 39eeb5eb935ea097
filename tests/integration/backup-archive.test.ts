// `npm run backup:export -- --with-media` and `npm run backup:import -- file.tar`: the export and every stored file of
// every library image in one tar, restored into an empty storage (a directory, or an S3-compatible bucket) all or
// nothing, each file checked against its SHA-256 first.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { seedBuiltInContent } from "@/lib/seed";
import { writeMediaArchive } from "@/lib/backup/archive/export";
import { importMediaArchive } from "@/lib/backup/archive/import";
import { fileMember, MANIFEST_MEMBER, sha256 } from "@/lib/backup/archive/manifest";
import { readTar, tarWriter } from "@/lib/backup/archive/tar";
import { storedKeys } from "@/lib/media/mutations";
import { originalKey } from "@/lib/media/rules";
import { storageFromEnv } from "@/lib/media/storage";
import { fileSystemStorage } from "@/lib/media/storage/file-system";
import type { MediaStorage } from "@/lib/media/storage/types";
import { storeUpload } from "@/lib/media/upload";
import { DATABASE_KINDS, freshDatabase, type TestDatabase } from "../support/database";
import { flipByte, repacked, tarWithHugeMember } from "../support/archive";
import { failOnRow, snapshotRows, wipeAll } from "../support/backup";
import { cameraJpeg, pngImage, startStorage, STORAGE_KINDS } from "../support/media";

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "archive-test-"));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

/** Every file the target storage holds of these keys. */
const filesIn = async (storage: MediaStorage, keys: string[]) =>
  Object.fromEntries(
    (await Promise.all(keys.map(async (k) => [k, (await storage.get(k))?.body.toString("base64") ?? null]))).filter(
      ([, v]) => v !== null,
    ),
  );

/** A copy of the archive with one byte of `member` changed. */
const corrupted = (archive: string, member: string) =>
  repacked(
    archive,
    path.join(scratch, `corrupt-${member.replace(/[^a-z0-9.]/g, "-")}-${path.basename(archive)}`),
    (name, body) => (name === member ? flipByte(body) : body),
  );

describe.each(DATABASE_KINDS.flatMap((db) => STORAGE_KINDS.map((storage) => [db, storage] as const)))(
  "export with media on %s into %s storage",
  (dbKind, storageKind) => {
    let database: TestDatabase;
    let target: Awaited<ReturnType<typeof startStorage>>;
    let empty: MediaStorage;
    const source = fileSystemStorage(fs.mkdtempSync(path.join(scratch, "source-")));
    const archive = path.join(scratch, `studio-${dbKind}-${storageKind.replace(" ", "-")}.tar`);
    let keys: string[] = [];

    beforeAll(async () => {
      database = await freshDatabase(dbKind);
      target = await startStorage(storageKind);
      empty = storageFromEnv();
    });
    afterAll(async () => {
      await database?.close();
      await target?.stop();
    });
    beforeEach(async () => {
      const prisma = database.prisma;
      await wipeAll(prisma);
      await seedBuiltInContent(prisma);
      const photo = await storeUpload(
        prisma,
        source,
        { bytes: await cameraJpeg(), fileName: "team.jpg" },
        "owner@studio.test",
      );
      const chart = await storeUpload(
        prisma,
        source,
        { bytes: await pngImage(900, 500), fileName: "chart.png" },
        "owner@studio.test",
      );
      await prisma.project.updateMany({
        data: { image: photo.media.url, gallery: [chart.media.url, photo.media.url] },
      });
      keys = [photo, chart].flatMap((m) => storedKeys(m.media.key));
      await empty.delete(keys);
    });

    it("round-trips the records and every file into an empty storage; a plain tar lists its members", async () => {
      const prisma = database.prisma;
      const written = await writeMediaArchive(prisma, source, archive);
      expect(written).toMatchObject({ files: keys.length, data: { media: [expect.anything(), expect.anything()] } });
      const listed = spawnSync("tar", ["-tf", archive], { encoding: "utf8" });
      expect(listed.status, listed.stderr).toBe(0);
      expect(listed.stdout.trim().split("\n").sort()).toEqual(
        ["media-files.json", "studio-export.json", ...keys.map(fileMember)].sort(),
      );

      const before = await snapshotRows(prisma);
      await wipeAll(prisma);
      const result = await importMediaArchive(prisma, empty, archive);
      expect(result).toMatchObject({
        ok: true,
        value: { written: keys.length, present: 0, preview: { media: { total: 2 }, projects: { total: 4 } } },
      });
      expect(await snapshotRows(prisma)).toEqual(before);
      expect(await filesIn(empty, keys)).toEqual(await filesIn(source, keys));

      const again = await importMediaArchive(prisma, empty, archive);
      expect(again).toMatchObject({ ok: true, value: { written: 0, present: keys.length } });
    });

    it("a dry run checks everything and writes nothing", async () => {
      await writeMediaArchive(database.prisma, source, archive);
      const before = await snapshotRows(database.prisma, { withBackups: true });
      const result = await importMediaArchive(database.prisma, empty, archive, { dryRun: true });
      expect(result).toMatchObject({
        ok: true,
        value: { written: 0, preview: { media: { total: 2, replaced: [expect.anything(), expect.anything()] } } },
      });
      expect(await snapshotRows(database.prisma, { withBackups: true })).toEqual(before);
      expect(await filesIn(empty, keys)).toEqual({});
    });

    /** The archive written, then the library changed: what a refused or failed import must leave as it is. */
    async function exportedThenChanged() {
      await writeMediaArchive(database.prisma, source, archive);
      await database.prisma.media.updateMany({ data: { alt: "Changed since the export" } });
      return snapshotRows(database.prisma, { withBackups: true });
    }

    it("an archive with a corrupt file, a cut-short archive or a damaged manifest changes nothing", async () => {
      const prisma = database.prisma;
      const before = await exportedThenChanged();
      const cut = path.join(scratch, "cut.tar");
      fs.writeFileSync(cut, fs.readFileSync(archive).subarray(0, Math.floor(fs.statSync(archive).size / 2)));
      const cases: [string, RegExp][] = [
        [
          await corrupted(archive, fileMember(keys[3])),
          new RegExp(`The file media/${keys[3].replace(".", "\\.")} is damaged: its SHA-256 does not match`),
        ],
        [await corrupted(archive, MANIFEST_MEMBER), /list of media files \(media-files\.json\) is missing or damaged/],
        [cut, /The archive is damaged or incomplete/],
      ];
      for (const [file, message] of cases) {
        const result = await importMediaArchive(prisma, empty, file);
        expect(!result.ok && result.message, file).toMatch(/^The archive was not imported, nothing was changed\. /);
        expect(!result.ok && result.message, file).toMatch(message);
      }
      expect(await snapshotRows(prisma, { withBackups: true })).toEqual(before);
      expect(await filesIn(empty, keys)).toEqual({});
    });

    it("a key that climbs out of the media root, or a member past the size limit, is refused; nothing is written (issue 60, #6)", async () => {
      const prisma = database.prisma;
      const before = await exportedThenChanged();
      // A member and a manifest entry naming "<hash>/..": the storage's root itself, plus an extension, beside it.
      const hash = keys[0].slice(0, 32);
      const payload = Buffer.from("not an image");
      const climbing = path.join(scratch, `climbing-${dbKind}-${storageKind.replace(" ", "-")}.tar`);
      const writer = tarWriter(climbing);
      for await (const { name, body } of readTar(archive)) {
        if (name !== MANIFEST_MEMBER) {
          await writer.add(name, body);
          continue;
        }
        const manifest = JSON.parse(body.toString("utf8"));
        manifest.files.push({
          key: `${hash}/..`,
          contentType: "image/png",
          bytes: payload.length,
          sha256: sha256(payload),
        });
        await writer.add(name, Buffer.from(JSON.stringify(manifest)));
      }
      await writer.add(`media/${hash}/..`, payload);
      await writer.close();
      const besideRoot = () =>
        fs.readdirSync(path.dirname(target.dir)).filter((f) => f.startsWith(path.basename(target.dir)));
      const beside = besideRoot();
      const huge = path.join(scratch, "huge.tar");
      fs.writeFileSync(huge, tarWithHugeMember("media/unlisted", 600 * 1024 * 1024));
      const cases: [string, RegExp][] = [
        [climbing, /list of media files \(media-files\.json\) is missing or damaged/],
        [huge, /The archive member media\/unlisted is 600 MB; a member may be at most 256 MB/],
      ];
      for (const [file, message] of cases) {
        const result = await importMediaArchive(prisma, empty, file);
        expect(!result.ok && result.message, file).toMatch(message);
      }
      expect(besideRoot()).toEqual(beside);
      expect(await snapshotRows(prisma, { withBackups: true })).toEqual(before);
      expect(await filesIn(empty, keys)).toEqual({});
      // The storage itself refuses such a key, whoever asks.
      await expect(fileSystemStorage(target.dir).put(`${hash}/..`, payload, "image/png")).rejects.toThrow(
        /Invalid media key/,
      );
    });

    it("when the database part fails, the files it wrote are removed and the database is as before", async () => {
      const prisma = database.prisma;
      const before = await exportedThenChanged();
      await expect(importMediaArchive(prisma, empty, archive, { beforeRow: failOnRow(5) })).rejects.toThrow(
        "injected failure on row 5",
      );
      expect(await snapshotRows(prisma, { withBackups: true })).toEqual(before);
      expect(await filesIn(empty, keys)).toEqual({});
    });

    it("refuses to export an image whose original is missing from storage, leaving no file behind", async () => {
      const prisma = database.prisma;
      const missing = await prisma.media.findFirstOrThrow({ where: { fileName: "chart.png" } });
      const saved = await source.get(originalKey(missing.key));
      await source.delete([originalKey(missing.key)]);
      try {
        const out = path.join(scratch, "refused.tar");
        await expect(writeMediaArchive(prisma, source, out)).rejects.toThrow(
          `The files of 1 image are missing from the media storage ("${missing.alt}")`,
        );
        expect(fs.readdirSync(scratch).filter((f) => f.startsWith("refused"))).toEqual([]);
      } finally {
        await source.put(originalKey(missing.key), saved!.body, saved!.contentType);
      }
    });
  },
);
