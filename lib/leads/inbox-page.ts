import type { PrismaClient } from "@/generated/prisma/client";

/** Leads per page of the admin inbox: a flood of messages never makes one page heavy. */
export const LEADS_PER_PAGE = 25;

/** The page number a `?page=` value asks for: a whole number from 1, anything else is page 1. */
export function requestedPage(value: string | string[] | undefined): number {
  const page = Number(Array.isArray(value) ? value[0] : value);
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

/** One page of leads, newest first; a page past the end shows the last one. */
export async function leadsPage(prisma: PrismaClient, requested: number) {
  const total = await prisma.lead.count();
  const pages = Math.max(1, Math.ceil(total / LEADS_PER_PAGE));
  const page = Math.min(requested, pages);
  const leads = await prisma.lead.findMany({
    orderBy: [{ createdAt: "desc" }, { id: "desc" }], skip: (page - 1) * LEADS_PER_PAGE, take: LEADS_PER_PAGE,
  });
  return { leads, total, page, pages };
}
