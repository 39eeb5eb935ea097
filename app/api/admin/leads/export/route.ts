import { adminRoute } from "@/lib/admin/action";
import { leadsCsv } from "@/lib/leads/csv";

/** Leads inbox → CSV download (newest first). Refused with 401 without an admin session. */
export const GET = adminRoute(async (_request, { prisma, session }) => {
  const leads = await prisma.lead.findMany({ orderBy: { createdAt: "desc" } });
  await prisma.auditLog.create({ data: { actorEmail: session.email, action: "export", entity: "lead" } });
  return new Response(leadsCsv(leads), {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="leads-${new Date().toISOString().slice(0, 10)}.csv"`,
      "cache-control": "no-store",
    },
  });
});
