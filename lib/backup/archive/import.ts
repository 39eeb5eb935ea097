import "server-only";
import type { Db, WriteOptions } from "../client";
import { parseContentFile } from "../file";
import { applyImport, previewImport, type ImportPreview, type ImportResult } from "../import";
import { MAX_IMPORT_BYTES, tooLargeMessage } from "../limits";
import { originalKey } from "@/lib/media/rules";
import type { MediaStorage } from "@/lib/media/storage/types";
import { EXPORT_MEMBER, fileMember, MANIFEST_MEMBER, manifestSchema, sha256, type ManifestFile } from "./manifest";
import { readTar, TarError } from "./tar";

export interface ArchiveImport {
  preview: ImportPreview;
  /** Files written to the media storage, and files it already held with the same bytes. */
  written: number;
  present: number;
}

type Checked = { ok: true; text: string; files: Map<string, ManifestFile> };
type Refusal = Extract<ImportResult<never>, { ok: false }>;

function refuse(reason: string): Refusal {
  return {
    ok: false,
    message: `The archive was not imported, nothing was changed. ${reason}.`,
    problems: [{ entity: "file", message: reason }],
  };
}

function parseJson(body: Buffer | undefined): unknown {
  try {
    return body && JSON.parse(body.toString("utf8"));
  } catch {
    return undefined;
  }
}

interface Scanned {
  /** Each file's size and SHA-256, by name. */
  sums: Map<string, { bytes: number; sha256: string }>;
  exported?: Buffer;
  manifest?: Buffer;
  duplicate?: string;
}

/** The largest list of media files read (100,000 files of ~150 bytes each). */
const MAX_MANIFEST_BYTES = 32 * 1024 * 1024;

/** One pass over the archive: the export and the manifest kept (each up to its limit), every other file hashed as it
 *  streams past and never held. */
async function scan(file: string): Promise<Scanned | Refusal> {
  const scanned: Scanned = { sums: new Map() };
  const kept = (name: string, size: number) =>
    (name === EXPORT_MEMBER && size <= MAX_IMPORT_BYTES) || (name === MANIFEST_MEMBER && size <= MAX_MANIFEST_BYTES);
  try {
    for await (const { name, size, sha256: digest, body } of readTar(file, (name, size) => !kept(name, size))) {
      if (scanned.sums.has(name)) scanned.duplicate ??= name;
      scanned.sums.set(name, { bytes: size, sha256: digest });
      if (name === EXPORT_MEMBER) scanned.exported = body;
      if (name === MANIFEST_MEMBER) scanned.manifest = body;
    }
  } catch (error) {
    if (error instanceof TarError) return refuse(error.message);
    throw error;
  }
  return scanned;
}

/** Checks the whole archive before anything is written: its structure, the export inside it (every record), every
 *  file against the SHA-256 the manifest gives, and that every image's original is in the archive or in storage. */
async function checkArchive(file: string, storage: MediaStorage): Promise<Checked | Refusal> {
  const scanned = await scan(file);
  if ("ok" in scanned) return scanned;
  const { sums, exported, duplicate } = scanned;
  if (duplicate) return refuse(`The archive holds ${duplicate} twice`);
  const size = sums.get(EXPORT_MEMBER)?.bytes;
  if (size === undefined || !exported)
    return refuse(`The archive holds no ${EXPORT_MEMBER}: is it a with-media export of this site?`);
  if (size > MAX_IMPORT_BYTES) return refuse(`${EXPORT_MEMBER}: ${tooLargeMessage(size)}`);
  const text = exported.toString("utf8");
  const parsed = parseContentFile(text);
  if (!parsed.ok) return parsed;
  const manifest = manifestSchema.safeParse(parseJson(scanned.manifest));
  if (!manifest.success) return refuse(`The archive's list of media files (${MANIFEST_MEMBER}) is missing or damaged`);
  const files = new Map(manifest.data.files.map((f) => [fileMember(f.key), f]));
  for (const [name, listed] of files) {
    const sum = sums.get(name);
    if (!sum) return refuse(`The file ${name} listed in ${MANIFEST_MEMBER} is missing`);
    if (sum.bytes !== listed.bytes || sum.sha256 !== listed.sha256)
      return refuse(`The file ${name} is damaged: its SHA-256 does not match ${MANIFEST_MEMBER}`);
  }
  const stray = [...sums.keys()].find((name) => name.startsWith("media/") && !files.has(name));
  if (stray) return refuse(`The file ${stray} is not listed in ${MANIFEST_MEMBER}`);
  const keys = new Set(manifest.data.files.map((f) => f.key));
  const missing: string[] = [];
  for (const image of parsed.content.media ?? []) {
    const key = originalKey((image as unknown as { key: string }).key);
    if (!keys.has(key) && !(await storage.get(key))) missing.push(`"${image.title}"`);
  }
  if (missing.length) {
    return refuse(
      `The files of ${missing.length === 1 ? "1 image are" : `${missing.length} images are`} neither in the archive nor in the media storage (${missing.slice(0, 5).join(", ")})`,
    );
  }
  return { ok: true, text, files };
}

/** A second pass writes the archive's files to storage, each checked again as it is written; a file storage already
 *  holds with the same bytes is left alone. Returns how to undo what was written. */
async function writeFiles(file: string, storage: MediaStorage, files: Checked["files"]) {
  const undo: (() => Promise<void>)[] = [];
  let present = 0;
  const rollback = async () => {
    for (const step of undo.reverse()) await step().catch(() => undefined);
  };
  try {
    for await (const { name, sha256: digest, body } of readTar(file, (n) => !files.has(n))) {
      const listed = files.get(name);
      if (!listed) continue;
      if (digest !== listed.sha256) throw new Error(`${name} changed while it was imported`);
      const before = await storage.get(listed.key);
      if (before && sha256(before.body) === listed.sha256) {
        present++;
        continue;
      }
      await storage.put(listed.key, body, listed.contentType);
      undo.push(
        before ? () => storage.put(listed.key, before.body, before.contentType) : () => storage.delete([listed.key]),
      );
    }
  } catch (error) {
    await rollback();
    throw error;
  }
  return { written: undo.length, present, rollback };
}

/** `npm run backup:import -- file.tar`: all or nothing. The whole archive is checked first; then its files are written
 *  to the media storage and the export is applied in one transaction (after an automatic backup). When the database
 *  part fails, the files it wrote are removed again (and any it replaced put back), so nothing is left referenced or
 *  changed. With `dryRun` it only checks and says what would change. */
export async function importMediaArchive(
  prisma: Db,
  storage: MediaStorage,
  file: string,
  { dryRun = false, ...options }: WriteOptions & { dryRun?: boolean } = {},
): Promise<ImportResult<ArchiveImport>> {
  const checked = await checkArchive(file, storage);
  if (!checked.ok) return checked;
  if (dryRun) {
    const preview = await previewImport(prisma, checked.text);
    return preview.ok ? { ok: true, value: { preview: preview.value, written: 0, present: 0 } } : preview;
  }
  const files = await writeFiles(file, storage, checked.files);
  try {
    const applied = await applyImport(prisma, checked.text, options);
    if (!applied.ok) await files.rollback();
    return applied.ok
      ? { ok: true, value: { preview: applied.value, written: files.written, present: files.present } }
      : applied;
  } catch (error) {
    await files.rollback();
    throw error;
  }
}
