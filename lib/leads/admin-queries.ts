import "server-only";
import { db } from "@/lib/db";
import { leadsPage } from "./inbox-page";

/** The admin inbox's page, read now (never cached). */
export async function adminLeads(page: number) {
  return leadsPage(await db(), page);
}
