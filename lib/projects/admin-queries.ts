import "server-only";
import { db } from "@/lib/db";
import { fromProjectRow } from "./mapping";

/** Admin reads are never cached: they always show the database as it is now. */
export async function adminProjects() {
  const rows = await (await db()).project.findMany({ orderBy: { createdAt: "desc" } });
  return rows.map(fromProjectRow);
}

export async function adminProject(id: string) {
  const row = await (await db()).project.findUnique({ where: { id } });
  return row ? fromProjectRow(row) : null;
}
