import "server-only";
import { db } from "@/lib/db";

/** Every redirect, newest first (admin reads are never cached). */
export async function adminRedirects() {
  return (await db()).redirect.findMany({ orderBy: { createdAt: "desc" } });
}
