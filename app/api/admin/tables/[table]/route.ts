import { adminRoute } from "@/lib/admin/action";
import { isAdminTable, readTable, tablePermission } from "@/lib/admin-tables";
import { paramsObject } from "@/lib/tables/query";

/** One page of an admin table (each content type's, leads, audit) for its URL state: search, filters, sort, page. */
export const GET = adminRoute<{ table: string }>(tablePermission, async (request, { prisma, params }) => {
  if (!isAdminTable(params.table)) return Response.json({ error: "There is no such table." }, { status: 404 });
  const read = await readTable(prisma, params.table, paramsObject(new URL(request.url).searchParams));
  if (!read.ok) return Response.json({ error: read.error }, { status: 400 });
  return Response.json(read.page, { headers: { "cache-control": "no-store" } });
});
