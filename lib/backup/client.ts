import type { Prisma } from "@/generated/prisma/client";

/** Every function here takes the Prisma client (or a transaction) as an argument, so tests inject their own. */
export type { Db } from "@/lib/db/transaction";
export type Tx = Prisma.TransactionClient;

/** Called before each row is written by a restore or import; a test throws from it to fail half-way. */
export type RowHook = (entity: "project" | "blog", index: number) => void | Promise<void>;

export interface WriteOptions {
  beforeRow?: RowHook;
}
