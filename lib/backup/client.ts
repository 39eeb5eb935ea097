/** Every function here takes the Prisma client (or a transaction) as an argument, so tests inject their own. */
export type { Db, Tx } from "@/lib/entity/db";

/** Called before each row is written by a restore or import (entity name, index); a test throws from it to fail
 *  half-way. */
export type RowHook = (entity: string, index: number) => void | Promise<void>;

export interface WriteOptions {
  beforeRow?: RowHook;
}
