import type { Prisma } from "@/generated/prisma/client";

export type { Db } from "@/lib/db/transaction";
export type Tx = Prisma.TransactionClient;
