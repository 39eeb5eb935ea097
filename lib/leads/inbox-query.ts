import "server-only";
import { z } from "zod";
import type { Prisma } from "@/generated/prisma/client";
import type { Db } from "@/lib/db/transaction";
import { pageOf, searchAny, tableQuerySchema } from "@/lib/tables/query";
import { LEAD_SOURCES, LEAD_STATUSES } from "./status";

const LEAD_SORTS = ["createdAt", "name", "email", "status", "source"] as const;
const day = z.iso.date("Enter a date as YYYY-MM-DD.");

/** The inbox's URL state: the table's search, sort and page, and the filters by status, source and date. */
export const leadQuerySchema = tableQuerySchema(LEAD_SORTS, "createdAt").extend({
  status: z.enum(LEAD_STATUSES, { error: `The status is one of: ${LEAD_STATUSES.join(", ")}.` }).optional(),
  source: z.enum(LEAD_SOURCES, { error: `The source is one of: ${LEAD_SOURCES.join(", ")}.` }).optional(),
  from: day.optional(),
  to: day.optional(),
});
export type LeadQuery = z.output<typeof leadQuerySchema>;

const DAY_MS = 86_400_000;

/** The leads a filter selects (search in name, e-mail, subject, message and notes; `to` includes its whole day). */
function leadWhere(query: Omit<LeadQuery, "sort" | "dir" | "page" | "size">): Prisma.LeadWhereInput {
  const createdAt: Prisma.DateTimeFilter = {};
  if (query.from) createdAt.gte = new Date(`${query.from}T00:00:00Z`);
  if (query.to) createdAt.lt = new Date(new Date(`${query.to}T00:00:00Z`).getTime() + DAY_MS);
  return {
    ...searchAny(query.q, ["firstName", "lastName", "email", "subject", "message", "notes"] as const),
    ...(query.status ? { status: query.status } : {}),
    ...(query.source ? { source: query.source } : {}),
    ...(query.from || query.to ? { createdAt } : {}),
  };
}

function leadOrder({ sort, dir }: LeadQuery): Prisma.LeadOrderByWithRelationInput[] {
  const by: Prisma.LeadOrderByWithRelationInput[] =
    sort === "name"
      ? [{ firstName: dir }, { lastName: dir }]
      : sort === "createdAt"
        ? [{ createdAt: dir }]
        : [{ [sort]: dir }, { createdAt: "desc" }];
  return [...by, { id: dir }];
}

/** One page of the inbox for a filter: only that page's rows are read. */
export function leadsPage(prisma: Db, query: LeadQuery) {
  const where = leadWhere(query);
  return pageOf(
    query,
    () => prisma.lead.count({ where }),
    (skip, take) => prisma.lead.findMany({ where, orderBy: leadOrder(query), skip, take }),
  );
}

/** Every lead of a filter in the inbox's order, for the CSV export. */
export function leadsOfFilter(prisma: Db, query: LeadQuery) {
  return prisma.lead.findMany({ where: leadWhere(query), orderBy: leadOrder(query) });
}
