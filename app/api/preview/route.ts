import { draftMode } from "next/headers";
import { redirect, unstable_rethrow } from "next/navigation";
import { z } from "zod";
import { routeSession } from "@/lib/admin/action";
import { db } from "@/lib/db";
import { previewItemExists } from "@/lib/preview/find";
import { previewedPath } from "@/lib/preview/paths";
import { PREVIEW_KINDS } from "@/lib/preview/token.mjs";
import { DATABASE_UNAVAILABLE } from "@/lib/results/action-result";
import { itemIdSchema } from "@/lib/validation";

const query = z.object({ kind: z.enum(PREVIEW_KINDS), id: itemIdSchema });
const noStore = { "Cache-Control": "no-store", "X-Robots-Tag": "noindex, nofollow" };

/** The admin's Preview button: with a signed-in admin session (checked here, on the server), turns on Next's draft
 *  mode for this browser and opens the item's real public page, which then shows the saved draft with the preview
 *  bar. Without a session: the login page, which returns here. */
export async function GET(request: Request) {
  const url = new URL(request.url);
  const parsed = query.safeParse(Object.fromEntries(url.searchParams));
  if (!parsed.success) return Response.json({ error: "Say which item to preview." }, { status: 400, headers: noStore });
  const { kind, id } = parsed.data;
  let exists: boolean;
  try {
    if (!(await routeSession(request)))
      redirect(`/admin/login?callbackUrl=${encodeURIComponent(url.pathname + url.search)}`);
    exists = await previewItemExists(await db(), kind, id);
  } catch (error) {
    unstable_rethrow(error); // the redirect above
    return Response.json(
      { error: DATABASE_UNAVAILABLE },
      { status: 503, headers: { ...noStore, "Retry-After": "10" } },
    );
  }
  if (!exists)
    return Response.json({ error: "That item does not exist (any more)." }, { status: 404, headers: noStore });
  (await draftMode()).enable();
  redirect(previewedPath(kind, id));
}
