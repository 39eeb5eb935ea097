import "server-only";
import { Prisma, type PrismaClient } from "@/generated/prisma/client";

// The one rule for what search may show of projects and posts: with the publishing workflow (a `status`, and a
// publish time for scheduled items) only what is public now; before it, everything (every item is public).
// The columns are looked up once per database, so this holds whether or not that migration has been applied.

type Table = "portfolios" | "blogs";
const PUBLISH_TIME = ["publish_at", "publishAt"];
const known = new WeakMap<PrismaClient, Promise<Map<string, Set<string>>>>();

async function columns(prisma: PrismaClient): Promise<Map<string, Set<string>>> {
  let found = known.get(prisma);
  if (!found) {
    found = prisma.$queryRaw<{ table: string; column: string }[]>`
      SELECT table_name AS "table", column_name AS "column" FROM information_schema.columns
      WHERE table_schema = current_schema() AND table_name IN ('portfolios', 'blogs')
        AND column_name IN ('status', 'publish_at', 'publishAt')`
      .then((rows) => {
        const byTable = new Map<string, Set<string>>();
        for (const { table, column } of rows) byTable.set(table, (byTable.get(table) ?? new Set()).add(column));
        return byTable;
      });
    found.catch(() => known.delete(prisma));
    known.set(prisma, found);
  }
  return found;
}

/** The condition a row of `table` must meet to be found by search. */
export async function publicRows(prisma: PrismaClient, table: Table): Promise<Prisma.Sql> {
  const present = (await columns(prisma)).get(table) ?? new Set<string>();
  if (!present.has("status")) return Prisma.sql`TRUE`;
  const published = Prisma.sql`lower("status"::text) = 'published'`;
  const publishTime = PUBLISH_TIME.find((column) => present.has(column));
  if (!publishTime) return published;
  return Prisma.sql`(${published} OR (lower("status"::text) = 'scheduled' AND ${Prisma.raw(`"${publishTime}"`)} <= now()))`;
}
