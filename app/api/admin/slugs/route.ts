import { adminRoute } from "@/lib/admin/action";
import { slugAvailability } from "@/lib/collections/slug-availability";

/** The slug field's check as the owner types: is this slug well-formed and free for this item? */
export const GET = adminRoute("content.read", async (request, { prisma }) => {
  const url = new URL(request.url);
  const kind = url.searchParams.get("kind") ?? "";
  const answer = await slugAvailability(
    prisma,
    kind,
    url.searchParams.get("slug") ?? "",
    url.searchParams.get("id") ?? undefined,
  );
  return Response.json(answer, { headers: { "Cache-Control": "no-store" } });
});
