import "server-only";
import fs from "node:fs";
import type { Db, WriteOptions } from "../client";
import { parseContentFile } from "../file";
import { applyImport, previewImport, type ImportPreview, type ImportResult } from "../import";
import { MAX_IMPORT_BYTES, tooLargeMessage } from "../limits";
import { originalKey } from "@/lib/media/rules";
import type { MediaStorage } from "@/lib/media/storage/types";
import { EXPORT_MEMBER, fileMember, MANIFEST_MEMBER, manifestSchema, sha256, type ManifestFile } from "./manifest";
import { listTar, readMember, TarError, type TarMember } from "./tar";

export interface ArchiveImport {
  preview: ImportPreview;
  /** Files written to the media storage, and files it already held with the same bytes. */
  written: number;
  present: number;
}

type Checked = { ok: true; text: string; files: { file: ManifestFile; member: TarMember }[] };
type Refusal = Extract<ImportResult<never>, { ok: false }>;

function refuse(reason: string): Refusal {
  return { ok: false, message: `The archive was not imported, nothing was changed. ${reason}.`, problems: [{ entity: "file", message: reason }] };
}

function readJson(fd: number, member: TarMember): unknown {
  try {
    return JSON.parse(readMember(fd, member).toString("utf8"));
  } catch {
    return undefined;
  }
}

/** Checks the whole archive before anything is written: its structure, the export inside it (every record), every
 *  file against the SHA-256 the manifest gives, and that every image's original is in the archive or in storage. */
async function checkArchive(fd: number, storage: MediaStorage): Promise<Checked | Refusal> {
  let members: TarMember[];
  try {
    members = listTar(fd);
  } catch (error) {
    if (error instanceof TarError) return refuse(error.message);
    throw error;
  }
  const byName = new Map(members.map((m) => [m.name, m]));
  if (byName.size !== members.length) return refuse("The archive holds a file twice");
  const exported = byName.get(EXPORT_MEMBER);
  if (!exported) return refuse(`The archive holds no ${EXPORT_MEMBER}: is it a with-media export of this site?`);
  if (exported.size > MAX_IMPORT_BYTES) return refuse(`${EXPORT_MEMBER}: ${tooLargeMessage(exported.size)}`);
  const text = readMember(fd, exported).toString("utf8");
  const parsed = parseContentFile(text);
  if (!parsed.ok) return parsed;
  const listed = byName.get(MANIFEST_MEMBER);
  const manifest = manifestSchema.safeParse(listed && readJson(fd, listed));
  if (!manifest.success) return refuse(`The archive's list of media files (${MANIFEST_MEMBER}) is missing or damaged`);
  const files: Checked["files"] = [];
  for (const file of manifest.data.files) {
    const member = byName.get(fileMember(file.key));
    if (!member) return refuse(`The file ${fileMember(file.key)} listed in ${MANIFEST_MEMBER} is missing`);
    if (member.size !== file.bytes || sha256(readMember(fd, member)) !== file.sha256) {
      return refuse(`The file ${member.name} is damaged: its SHA-256 does not match ${MANIFEST_MEMBER}`);
    }
    files.push({ file, member });
  }
  const archived = new Set(files.map((f) => f.member.name));
  const stray = members.find((m) => m.name.startsWith("media/") && !archived.has(m.name));
  if (stray) return refuse(`The file ${stray.name} is not listed in ${MANIFEST_MEMBER}`);
  const keys = new Set(manifest.data.files.map((f) => f.key));
  const missing: string[] = [];
  for (const image of parsed.content.media ?? []) {
    const key = originalKey((image as unknown as { key: string }).key);
    if (!keys.has(key) && !(await storage.get(key))) missing.push(`"${image.title}"`);
  }
  if (missing.length) {
    return refuse(`The files of ${missing.length === 1 ? "1 image are" : `${missing.length} images are`} neither in the archive nor in the media storage (${missing.slice(0, 5).join(", ")})`);
  }
  return { ok: true, text, files };
}

/** Writes the archive's files to storage, each checked again as it is written; a file storage already holds with the
 *  same bytes is left alone. Returns how to undo what was written. */
async function writeFiles(fd: number, storage: MediaStorage, files: Checked["files"]) {
  const undo: (() => Promise<void>)[] = [];
  let present = 0;
  const rollback = async () => { for (const step of undo.reverse()) await step().catch(() => undefined); };
  try {
    for (const { file, member } of files) {
      const body = readMember(fd, member);
      if (sha256(body) !== file.sha256) throw new Error(`${member.name} changed while it was imported`);
      const before = await storage.get(file.key);
      if (before && sha256(before.body) === file.sha256) {
        present++;
        continue;
      }
      await storage.put(file.key, body, file.contentType);
      undo.push(before ? () => storage.put(file.key, before.body, before.contentType) : () => storage.delete([file.key]));
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
export async function importMediaArchive(prisma: Db, storage: MediaStorage, file: string,
  { dryRun = false, ...options }: WriteOptions & { dryRun?: boolean } = {}): Promise<ImportResult<ArchiveImport>> {
  const fd = fs.openSync(file, "r");
  try {
    const checked = await checkArchive(fd, storage);
    if (!checked.ok) return checked;
    if (dryRun) {
      const preview = await previewImport(prisma, checked.text);
      return preview.ok ? { ok: true, value: { preview: preview.value, written: 0, present: 0 } } : preview;
    }
    const files = await writeFiles(fd, storage, checked.files);
    try {
      const applied = await applyImport(prisma, checked.text, options);
      if (!applied.ok) await files.rollback();
      return applied.ok ? { ok: true, value: { preview: applied.value, written: files.written, present: files.present } } : applied;
    } catch (error) {
      await files.rollback();
      throw error;
    }
  } finally {
    fs.closeSync(fd);
  }
}
