import { z } from "zod";
import { text } from "@/lib/validation";

import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from "./page-sizes";

/** The state every admin table keeps in its URL: search text, sort column and direction, page and page size. */
export function tableQuerySchema<S extends readonly [string, ...string[]]>(
  sorts: S,
  defaultSort: S[number],
  defaultDir: "asc" | "desc" = "desc",
) {
  return z.object({
    q: text().trim().max(200, "Keep the search under 200 characters.").default(""),
    sort: z.enum(sorts, { error: `Sort by one of: ${sorts.join(", ")}.` }).default(defaultSort),
    dir: z.enum(["asc", "desc"], { error: "The direction is asc or desc." }).default(defaultDir),
    page: z.coerce
      .number({ error: "The page is a whole number from 1." })
      .int("The page is a whole number from 1.")
      .min(1, "The page is a whole number from 1.")
      .max(1_000_000, "The page is a whole number from 1.")
      .default(1),
    size: z.coerce
      .number()
      .refine((n) => (PAGE_SIZES as readonly number[]).includes(n), `Show ${PAGE_SIZES.join(", ")} rows a page.`)
      .default(DEFAULT_PAGE_SIZE),
  });
}

export type TableQuery = { q: string; sort: string; dir: "asc" | "desc"; page: number; size: number };

/** URL search parameters as one plain object: the first value of a repeated key, blanks left out (defaults apply). */
export function paramsObject(
  params: URLSearchParams | Record<string, string | string[] | undefined>,
): Record<string, string> {
  const entries = params instanceof URLSearchParams ? [...params.entries()] : Object.entries(params);
  const out: Record<string, string> = {};
  for (const [key, value] of entries) {
    const first = Array.isArray(value) ? value[0] : value;
    if (first !== undefined && first !== "" && !(key in out)) out[key] = first;
  }
  return out;
}

export interface TablePage<Row> {
  rows: Row[];
  total: number;
  page: number;
  pages: number;
  size: number;
}

/** One page of a table: counted, then the page asked for (a page past the end shows the last one). */
export async function pageOf<Row>(
  query: TableQuery,
  count: () => Promise<number>,
  find: (skip: number, take: number) => Promise<Row[]>,
): Promise<TablePage<Row>> {
  const total = await count();
  const pages = Math.max(1, Math.ceil(total / query.size));
  const page = Math.min(query.page, pages);
  const rows = await find((page - 1) * query.size, query.size);
  return { rows, total, page, pages, size: query.size };
}

/** Case-insensitive "contains" on each of the fields, for a Prisma `where`. */
export function searchAny<F extends string>(q: string, fields: readonly F[]) {
  if (!q) return {};
  return { OR: fields.map((field) => ({ [field]: { contains: q, mode: "insensitive" as const } })) };
}
