import { Prisma } from "@/generated/prisma/client";
import type { Db } from "@/lib/db/transaction";
import { publicWhere, type Publishing } from "@/lib/publishing/status";

/** A stored item as every feature sees it: its fields, its id (its slug) and its timestamps. */
export type Stamped = { id: string; title: string; createdAt: Date; updatedAt: Date } & Publishing;

type Where = Record<string, unknown>;

/** What the engine asks of a table: the Prisma model delegate's methods it calls, with the row type it reads. Every
 *  model of content has the columns id, title, status, publish_at, created_at and updated_at. */
export interface ModelDelegate<Row> {
  findUnique(args: { where: { id: string } }): Promise<Row | null>;
  findMany(args: { where?: Where; orderBy?: unknown; skip?: number; take?: number; select?: unknown }): Promise<Row[]>;
  count(args?: { where?: Where }): Promise<number>;
  create(args: { data: Where }): Promise<Row>;
  createMany(args: { data: Where[]; skipDuplicates: boolean }): Promise<{ count: number }>;
  updateMany(args: { where: Where; data: Where }): Promise<{ count: number }>;
  upsert(args: { where: { id: string }; create: Where; update: Where }): Promise<Row>;
  deleteMany(args?: { where: Where }): Promise<{ count: number }>;
}

/** How a type's items are kept: the table, the row ↔ item mapping and the order lists are read in. */
export interface StoreSpec<Row, D, I extends Stamped> {
  table: (db: Db) => ModelDelegate<Row>;
  fromRow: (row: Row) => I;
  /** The columns a save writes (not the id or the timestamps). */
  toColumns: (data: D) => Where;
  /** Lists (public and files) newest first by this column. */
  newestFirst: string;
  /** The table's name in SQL, and the condition that scopes it to this type when it holds others too. */
  sql: { table: string; scope?: string };
}

/** Table access for one content type: every read and write the engine's features make. Methods (not function
 *  properties), so that a store of any row type is a store of its items. */
export interface ContentStore<D, I extends Stamped> {
  table(db: Db): ModelDelegate<object>;
  fromRow(row: object): I;
  toColumns(data: D): Where;
  newestFirst: string;
  /** The type's rows as an SQL source (raw queries that must not count as a page's model queries). */
  sqlSource: Prisma.Sql;
  find(db: Db, id: string): Promise<I | null>;
  findMany(db: Db, ids: string[]): Promise<I[]>;
  /** Items public at `now`, newest first. */
  listPublic(db: Db, now: Date): Promise<I[]>;
  /** Every item, oldest first (files and backups). */
  listAll(db: Db): Promise<I[]>;
  exists(db: Db, id: string): Promise<boolean>;
  /** The ids starting with `base` (slug-2, slug-3 … are taken from them). */
  idsLike(db: Db, base: string): Promise<string[]>;
  storedIds(db: Db, ids: string[]): Promise<string[]>;
  /** A new item, recording the account that created it (an author may go on editing their own drafts). */
  insert(db: Db, id: string, data: D, createdById?: string): Promise<I>;
  /** Overwrites the item saved at `openedAt` (and renames it to `to`); false when it changed since or is gone. */
  updateIfSaved(db: Db, id: string, openedAt: Date, data: D, to?: string): Promise<boolean>;
  setPublishing(db: Db, id: string, publishing: { status: string; publishAt: Date | null }): Promise<boolean>;
  remove(db: Db, ids: string[]): Promise<number>;
  count(db: Db): Promise<number>;
}

export function contentStore<Row extends object, D, I extends Stamped>(spec: StoreSpec<Row, D, I>): ContentStore<D, I> {
  const table = (db: Db) => spec.table(db) as ModelDelegate<object>;
  const fromRow = (row: object) => spec.fromRow(row as Row);
  const many = async (db: Db, where: Where, orderBy: unknown = [{ [spec.newestFirst]: "desc" }, { id: "asc" }]) =>
    (await table(db).findMany({ where, orderBy })).map(fromRow);
  const ids = async (db: Db, where: Where) =>
    (await table(db).findMany({ where, select: { id: true } })).map((r) => (r as { id: string }).id);
  return {
    table,
    fromRow,
    toColumns: spec.toColumns,
    newestFirst: spec.newestFirst,
    sqlSource: Prisma.raw(
      spec.sql.scope ? `(SELECT * FROM ${spec.sql.table} WHERE ${spec.sql.scope})` : spec.sql.table,
    ),
    find: async (db, id) => {
      const row = await table(db).findUnique({ where: { id } });
      return row ? fromRow(row) : null;
    },
    findMany: (db, list) => many(db, { id: { in: list } }),
    listPublic: (db, now) => many(db, publicWhere(now)),
    listAll: (db) => many(db, {}, [{ [spec.newestFirst]: "asc" }, { id: "asc" }]),
    exists: async (db, id) => (await table(db).count({ where: { id } })) > 0,
    idsLike: (db, base) => ids(db, { id: { startsWith: base } }),
    storedIds: (db, list) => ids(db, { id: { in: list } }),
    insert: async (db, id, data, createdById) =>
      fromRow(await table(db).create({ data: { id, ...spec.toColumns(data), createdById } })),
    updateIfSaved: async (db, id, openedAt, data, to = id) =>
      (await table(db).updateMany({ where: { id, updatedAt: openedAt }, data: { ...spec.toColumns(data), id: to } }))
        .count > 0,
    setPublishing: async (db, id, publishing) =>
      (await table(db).updateMany({ where: { id }, data: publishing })).count > 0,
    remove: async (db, list) => (await table(db).deleteMany({ where: { id: { in: list } } })).count,
    count: (db) => table(db).count(),
  };
}
