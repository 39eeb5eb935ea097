import type { Db, Tx } from "./db";

/** A record as a backup or export file holds it, after validation: at least an id and a title. */
export interface FileRecord {
  id: string;
  title: string;
}

/** One problem a stored record has (integrity check). */
export interface RecordIssue {
  id: string;
  title: string;
  field: string;
  message: string;
}

/** How an entity is written to and read from backups and export files, and how its rows are stored. */
export interface EntityCodec<R extends FileRecord> {
  /** A record of a file, after `normalise`: validated and typed. */
  schema: {
    safeParse(
      data: unknown,
    ): { success: true; data: R } | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };
  };
  /** A record of any shape this site ever wrote (older field names), in the current names. */
  normalise(raw: unknown): unknown;
  /** Every stored record, serialized as it goes into a file, in a stable order. */
  readAll(tx: Tx): Promise<unknown[]>;
  /** Which of these ids are stored. */
  storedIds(db: Db, ids: string[]): Promise<string[]>;
  /** Inserts the record, or overwrites the stored one with its id. */
  upsert(tx: Tx, record: R): Promise<void>;
  /** Inserts the record; fails when its id is taken. */
  create(db: Db, record: R): Promise<void>;
  /** Inserts the records whose ids are free; returns how many. */
  createMissing(tx: Tx, records: R[]): Promise<number>;
  deleteAll(tx: Tx): Promise<void>;
  count(db: Db): Promise<number>;
}

/** Everything backup, restore, export/import, the integrity check and seeding need to know about one entity. */
export interface EntityModule<K extends string = string, R extends FileRecord = FileRecord> {
  /** Its list's key in files, backups and counts ("projects"). */
  key: K;
  /** Its name in audit rows, file problems and integrity issues ("project"). */
  name: string;
  /** How messages name it: in files and import problems ("project"/"projects"), and in the admin
   *  ("portfolio"/"portfolios"). */
  labels: { one: string; many: string; admin: string; adminMany: string };
  /** Cache tags to expire after a restore, an import or a migration rewrote its records. */
  tags: string[];
  codec: EntityCodec<R>;
  /** The built-in records: seeded into a fresh database, copied by 'Migrate'. */
  builtIn(): R[];
  /** The problems of every stored record (schema, slugs, dates, references), and how many were checked. */
  check(db: Db): Promise<{ checked: number; issues: RecordIssue[] }>;
  /** Where the admin edits one record. */
  editHref(id: string): string;
  /** Added after files and backups were first written: a file or backup without its list (one written before it
   *  existed) leaves its records as they are, and its list is not required. */
  optionalInFiles?: boolean;
}

/** Keeps the literal key of a module (so counts and content sets are typed by the registry's keys). */
export const defineEntity = <const K extends string, R extends FileRecord>(module: EntityModule<K, R>) => module;
