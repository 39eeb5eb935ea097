import type { TablePageJson } from "@/lib/tables/names";

/** One page of an admin table from its route; the route's message when it refuses (bad filter, signed out). */
export async function fetchTablePage<Row>(name: string, query: string): Promise<TablePageJson<Row>> {
  const response = await fetch(`/api/admin/tables/${name}${query ? `?${query}` : ""}`, {
    headers: { accept: "application/json" },
  });
  const body = await response.json().catch(() => null);
  if (!response.ok) throw new Error(body?.error ?? "Failed to load this table. Please try again.");
  return body as TablePageJson<Row>;
}
