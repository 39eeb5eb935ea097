import "server-only";
import { entities, isContent, perEntity, type ContentSet, type EntityKey } from "@/lib/entities";
import type { Db, WriteOptions } from "./client";
import { takeBackup } from "./create";
import { parseContentFile, type FileProblem } from "./file";
import { CONTENT_TRANSACTION } from "./limits";
import { upsertContent } from "./store";
import { inTransaction } from "@/lib/db/transaction";

interface PreviewItem {
  id: string;
  title: string;
}

/** What an import would do for one entity: how many records, split into new ones and ones that replace a stored one;
 *  with the entity's name in the admin ("portfolios") and whether it is content (always shown). */
export interface PreviewPart {
  label: string;
  content: boolean;
  total: number;
  added: PreviewItem[];
  replaced: PreviewItem[];
}

/** What an import would do, per entity. */
export type ImportPreview = Record<EntityKey, PreviewPart>;

export type ImportResult<T> = { ok: true; value: T } | { ok: false; message: string; problems: FileProblem[] };

async function previewOf(prisma: Db, content: ContentSet): Promise<ImportPreview> {
  const stored = await Promise.all(
    entities.map(
      async (e) =>
        new Set(
          await e.codec.storedIds(
            prisma,
            (content[e.key] ?? []).map((r) => r.id),
          ),
        ),
    ),
  );
  return perEntity((e) => {
    const items = (content[e.key] ?? []).map(({ id, title }) => ({ id, title }));
    const ids = stored[entities.indexOf(e)];
    return {
      label: e.labels.adminMany,
      content: isContent(e),
      total: items.length,
      added: items.filter((i) => !ids.has(i.id)),
      replaced: items.filter((i) => ids.has(i.id)),
    };
  });
}

/** Validates the whole file and says what importing it would change; changes nothing. */
export async function previewImport(prisma: Db, text: string): Promise<ImportResult<ImportPreview>> {
  const parsed = parseContentFile(text);
  if (!parsed.ok) return parsed;
  return { ok: true, value: await previewOf(prisma, parsed.content) };
}

/** Import: validates the whole file, then in one transaction takes an automatic backup and writes every record
 *  (new ids added, existing ids replaced; records not in the file stay). All or nothing. */
export async function applyImport(
  prisma: Db,
  text: string,
  options: WriteOptions = {},
): Promise<ImportResult<ImportPreview>> {
  const parsed = parseContentFile(text);
  if (!parsed.ok) return parsed;
  const preview = await previewOf(prisma, parsed.content);
  await inTransaction(
    prisma,
    async (tx) => {
      await takeBackup(tx, "before-import");
      await upsertContent(tx, parsed.content, options);
    },
    CONTENT_TRANSACTION,
  );
  return { ok: true, value: preview };
}
