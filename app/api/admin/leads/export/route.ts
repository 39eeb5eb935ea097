import { adminRoute } from "@/lib/admin/action";
import { leadsCsv } from "@/lib/leads/csv";
import { leadQuerySchema, leadsOfFilter } from "@/lib/leads/inbox-query";
import { paramsObject } from "@/lib/tables/query";
import { DOWNLOAD_SUMMARY_HEADER } from "@/lib/download/response";

/** The inbox's current filter (search, status, source, dates, sort) → CSV download. 400 with a message for a filter
 *  that does not parse; 401 without an admin session. */
export const GET = adminRoute("leads.read", async (request, { prisma, session }) => {
  const parsed = leadQuerySchema.safeParse(paramsObject(new URL(request.url).searchParams));
  if (!parsed.success) return Response.json({ error: parsed.error.issues[0]?.message }, { status: 400 });
  const leads = await leadsOfFilter(prisma, parsed.data);
  await prisma.auditLog.create({
    data: { actorEmail: session.email, action: "export", entity: "lead", entityId: `${leads.length} leads` },
  });
  return new Response(leadsCsv(leads), {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="leads-${new Date().toISOString().slice(0, 10)}.csv"`,
      "cache-control": "no-store",
      [DOWNLOAD_SUMMARY_HEADER]: `${leads.length} ${leads.length === 1 ? "lead" : "leads"}`,
    },
  });
});
