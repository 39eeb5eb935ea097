import { z } from "zod";
import { adminRoute } from "@/lib/admin/action";
import { changesSince, compareRevisions, VERSION_GONE_MESSAGE } from "@/lib/revisions/compare";
import { contentTypeNamed } from "@/lib/content-types";
import { typeNameSchema } from "@/lib/collections/schemas";
import { itemIdSchema } from "@/lib/validation";
import { revisionIdSchema as revisionId } from "@/lib/revisions/schema";

const querySchema = z
  .object({ entity: typeNameSchema, id: itemIdSchema })
  .and(z.union([z.object({ from: revisionId, to: revisionId }), z.object({ since: z.iso.datetime() })]));

/** Two versions of an item compared field by field: `from` and `to` (revision ids), or `since` (the
 *  version a form opened, for the stale-edit guard) against the current one. */
export const GET = adminRoute("content.read", async (request, { prisma }) => {
  const parsed = querySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!parsed.success) return Response.json({ error: "Choose two versions to compare." }, { status: 400 });
  const query = parsed.data;
  const fields = contentTypeNamed(query.entity)!.revisionFields;
  const comparison =
    "since" in query
      ? await changesSince(prisma, query.entity, query.id, new Date(query.since), fields)
      : await compareRevisions(prisma, query.entity, query.id, query.from, query.to, fields);
  if (!comparison)
    return Response.json({ error: VERSION_GONE_MESSAGE }, { status: 404, headers: { "Cache-Control": "no-store" } });
  return Response.json(comparison, { headers: { "Cache-Control": "no-store" } });
});
