import "server-only";
import { createHash } from "node:crypto";
import { Prisma, type PrismaClient } from "@/generated/prisma/client";

/** One searchable document: what it is found by (weighted title, keywords, summary, body), where it leads, and
 *  whether it is public (the item's status and publish time; pages of the site's own are published). */
interface SearchDocument {
  key: string;
  kind: string;
  path: string;
  title: string;
  keywords: string;
  summary: string;
  body: string;
  status: string;
  publishAt: Date | null;
}

/** Something that feeds the search table: its documents, and a fingerprint of what they were made from. */
export interface SearchSource {
  name: string;
  fingerprint(prisma: PrismaClient): Promise<string>;
  documents(prisma: PrismaClient): Promise<SearchDocument[]>;
}

export const fingerprintOf = (value: unknown) => createHash("sha256").update(JSON.stringify(value)).digest("hex");

/** Brings the search table up to date with every source, rewriting only the sources whose fingerprint changed since
 *  they were last indexed (in one transaction each), and dropping sources no longer there. Whatever wrote the content
 *  (the admin, an import, a restore, the scheduler, another instance), the next search finds it as it is. */
export async function syncSearchIndex(prisma: PrismaClient, sources: readonly SearchSource[]) {
  const stored = new Map(
    (
      await prisma.$queryRaw<{ source: string; fingerprint: string }[]>`SELECT source, fingerprint FROM search_sources`
    ).map((row) => [row.source, row.fingerprint]),
  );
  for (const source of sources) {
    const fingerprint = await source.fingerprint(prisma);
    if (stored.get(source.name) === fingerprint) continue;
    const documents = await source.documents(prisma);
    await prisma.$transaction([
      prisma.$executeRaw`DELETE FROM search_documents WHERE source = ${source.name}`,
      prisma.$executeRaw`
        INSERT INTO search_documents (source, key, kind, path, title, keywords, summary, body, status, publish_at)
        SELECT ${source.name}, d.key, d.kind, d.path, d.title, d.keywords, d.summary, d.body, d.status, d."publishAt"
        FROM jsonb_to_recordset(${JSON.stringify(documents)}::jsonb) AS d(key text, kind text, path text, title text,
          keywords text, summary text, body text, status text, "publishAt" timestamp(3))`,
      prisma.$executeRaw`
        INSERT INTO search_sources (source, fingerprint) VALUES (${source.name}, ${fingerprint})
        ON CONFLICT (source) DO UPDATE SET fingerprint = EXCLUDED.fingerprint`,
    ]);
  }
  const names = sources.map((source) => source.name);
  if ([...stored.keys()].some((name) => !names.includes(name))) {
    await prisma.$transaction([
      prisma.$executeRaw`DELETE FROM search_documents WHERE NOT (source = ANY(${names}::text[]))`,
      prisma.$executeRaw`DELETE FROM search_sources WHERE NOT (source = ANY(${names}::text[]))`,
    ]);
  }
}

/** A fingerprint of a table's rows, computed in the database: their ids and save times. */
export async function rowsFingerprint(prisma: PrismaClient, source: Prisma.Sql): Promise<string> {
  const [row] = await prisma.$queryRaw<{ fingerprint: string | null }[]>`
    SELECT md5(string_agg(id || '@' || updated_at::text || '@' || status || '@' || coalesce(publish_at::text, ''), ',' ORDER BY id)) AS fingerprint
    FROM ${source} AS items`;
  return row?.fingerprint ?? "empty";
}
