import { z } from "zod";
import { adminRoute } from "@/lib/admin/action";
import { ACTIVITY_RANGES } from "@/lib/dashboard/range";
import { cachedAudienceReport } from "@/lib/insight/cache";
import { INSIGHT_TABLES, insightTable } from "@/lib/insight/tables";
import { csvCell } from "@/lib/leads/csv";
import { paramsObject } from "@/lib/tables/query";

const exportQuery = z.object({
  range: z.coerce
    .number()
    .refine(
      (n) => (ACTIVITY_RANGES as readonly number[]).includes(n),
      `The range is one of ${ACTIVITY_RANGES.join(", ")}`,
    ),
  table: z.enum(INSIGHT_TABLES, { error: `The table is one of: ${INSIGHT_TABLES.join(", ")}.` }),
});

/** One table of the dashboard's Audience section for a range, whole, as CSV. 400 for an unknown range or table. */
export const GET = adminRoute("content.read", async (request, { prisma }) => {
  const parsed = exportQuery.safeParse(paramsObject(new URL(request.url).searchParams));
  if (!parsed.success) return Response.json({ error: parsed.error.issues[0]?.message }, { status: 400 });
  const { range, table } = parsed.data;
  const data = insightTable(await cachedAudienceReport(range, { prisma: async () => prisma }), table);
  const csv = [data.header, ...data.rows].map((row) => row.map(csvCell).join(",")).join("\r\n") + "\r\n";
  return new Response(csv, {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="${table}-${range}-days-${new Date().toISOString().slice(0, 10)}.csv"`,
      "cache-control": "no-store",
    },
  });
});
