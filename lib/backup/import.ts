import "server-only";
import type { Db, WriteOptions } from "./client";
import { takeBackup } from "./create";
import type { ContentSet } from "./entities";
import { parseContentFile, type FileProblem } from "./file";
import { CONTENT_TRANSACTION } from "./limits";
import { upsertContent } from "./store";
import { inTransaction } from "@/lib/db/transaction";

export interface PreviewItem {
  id: string;
  title: string;
}

/** What an import would do: n projects and m posts, split into new ones and ones that replace a stored record. */
export interface ImportPreview {
  projects: { total: number; added: PreviewItem[]; replaced: PreviewItem[] };
  blogs: { total: number; added: PreviewItem[]; replaced: PreviewItem[] };
}

export type ImportResult<T> = { ok: true; value: T } | { ok: false; message: string; problems: FileProblem[] };

function split(items: PreviewItem[], stored: Set<string>) {
  return {
    total: items.length,
    added: items.filter((i) => !stored.has(i.id)),
    replaced: items.filter((i) => stored.has(i.id)),
  };
}

async function previewOf(prisma: Db, content: ContentSet): Promise<ImportPreview> {
  const [projects, blogs] = await Promise.all([
    prisma.project.findMany({ where: { id: { in: content.projects.map((p) => p.id) } }, select: { id: true } }),
    prisma.blogPost.findMany({ where: { id: { in: content.blogs.map((b) => b.id) } }, select: { id: true } }),
  ]);
  const pick = ({ id, title }: PreviewItem) => ({ id, title });
  return {
    projects: split(content.projects.map(pick), new Set(projects.map((p) => p.id))),
    blogs: split(content.blogs.map(pick), new Set(blogs.map((b) => b.id))),
  };
}

/** Validates the whole file and says what importing it would change; changes nothing. */
export async function previewImport(prisma: Db, text: string): Promise<ImportResult<ImportPreview>> {
  const parsed = parseContentFile(text);
  if (!parsed.ok) return parsed;
  return { ok: true, value: await previewOf(prisma, parsed.content) };
}

/** Import: validates the whole file, then in one transaction takes an automatic backup and writes every record
 *  (new ids added, existing ids replaced; records not in the file stay). All or nothing. */
export async function applyImport(prisma: Db, text: string, options: WriteOptions = {}): Promise<ImportResult<ImportPreview>> {
  const parsed = parseContentFile(text);
  if (!parsed.ok) return parsed;
  const preview = await previewOf(prisma, parsed.content);
  await inTransaction(prisma, async (tx) => {
    await takeBackup(tx, "before-import");
    await upsertContent(tx, parsed.content, options);
  }, CONTENT_TRANSACTION);
  return { ok: true, value: preview };
}
