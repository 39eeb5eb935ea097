import type { z } from "zod";
import { defineEntity, type EntityModule, type FileRecord } from "@/lib/entity/contract";
import type { Tx } from "@/lib/entity/db";
import { rowIssues, rowInput, schemaIssues } from "@/lib/entity/integrity";
import type { ContentStore, Stamped } from "./store";
import { storeCodec } from "./codec";

type Issue = { field: string; message: string };
type Row = { id: string; title: string; createdAt: Date; updatedAt: Date };

/** A content type as backups, imports, the integrity check and seeding see it (lib/entities.ts lists them): its file
 *  key and labels, its store as a codec, its built-in items, and the checks of its stored rows (the shared ones, its
 *  schema's, and `issues` of its own). */
export function contentEntity<const K extends string, D, I extends Stamped, R extends FileRecord>(spec: {
  key: K;
  name: string;
  labels: EntityModule["labels"];
  tags: string[];
  store: ContentStore<D, I>;
  file: { schema: EntityModule<K, R>["codec"]["schema"]; normalise: (raw: unknown) => unknown };
  schema: z.ZodType;
  builtIn: () => R[];
  editPath: (id: string) => string;
  issues?: (row: Record<string, unknown>) => Issue[];
  /** See EntityModule.optionalInFiles. */
  optionalInFiles?: boolean;
  /** Which of the built-in records seeding inserts, given the database so far (records that refer to another's). */
  seedOnly?: (tx: Tx, records: R[]) => Promise<R[]>;
}): EntityModule<K, R> {
  const codec = storeCodec(spec.store, spec.file) as EntityModule<K, R>["codec"];
  const seedOnly = spec.seedOnly;
  return defineEntity<K, R>({
    key: spec.key,
    name: spec.name,
    labels: spec.labels,
    tags: spec.tags,
    codec: seedOnly
      ? { ...codec, createMissing: async (tx, records) => codec.createMissing(tx, await seedOnly(tx, records)) }
      : codec,
    ...(spec.optionalInFiles ? { optionalInFiles: true } : {}),
    builtIn: spec.builtIn,
    editHref: spec.editPath,
    check: async (db) => {
      const rows = (await spec.store.table(db).findMany({ orderBy: { [spec.store.newestFirst]: "desc" } })) as Row[];
      const issues = rowIssues(rows, (row) => [
        ...schemaIssues(spec.schema.safeParse(rowInput(row))),
        ...(spec.issues?.(row as unknown as Record<string, unknown>) ?? []),
      ]);
      return { checked: rows.length, issues };
    },
  });
}
