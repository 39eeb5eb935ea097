import type { EntityCodec, FileRecord } from "@/lib/entity/contract";
import { rowOf } from "@/lib/entity/codec";
import type { ContentStore, Stamped } from "./store";
import { snapshotOf } from "./snapshot";

/** How a type's items go into and come out of backups and export files: its file schema and the older field names it
 *  still reads (`normalise`), over its store. */
export function storeCodec<D, I extends Stamped, R extends FileRecord & { createdAt?: Date; updatedAt?: Date }>(
  store: ContentStore<D, I>,
  file: { schema: EntityCodec<R>["schema"]; normalise: (raw: unknown) => unknown },
): EntityCodec<R> {
  const rowFrom = (record: R) => rowOf(record as R & D, (data) => store.toColumns(data as unknown as D));
  return {
    schema: file.schema,
    normalise: file.normalise,
    readAll: async (tx) => (await store.listAll(tx)).map(snapshotOf),
    storedIds: (db, ids) => store.storedIds(db, ids),
    upsert: async (tx, record) => {
      const row = rowFrom(record);
      await store.table(tx).upsert({ where: { id: row.id }, create: row, update: row });
    },
    create: async (db, record) => {
      await store.table(db).create({ data: rowFrom(record) });
    },
    createMissing: async (tx, records) =>
      (await store.table(tx).createMany({ data: records.map(rowFrom), skipDuplicates: true })).count,
    deleteAll: async (tx) => {
      await store.table(tx).deleteMany();
    },
    count: (db) => store.count(db),
  };
}
