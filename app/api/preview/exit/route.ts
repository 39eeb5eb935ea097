import { cookies, draftMode } from "next/headers";
import { redirect } from "next/navigation";
import { SHARE_COOKIE } from "@/lib/preview/access";
import { safeReturnPath } from "@/lib/preview/paths";

/** "Exit preview": ends draft mode and forgets any share link in this browser, then goes to `to` (a path on this
 *  site). A plain link to it is never prefetched. A `to` that is not a path on this site is refused (400) and
 *  changes nothing. */
export async function GET(request: Request) {
  const to = safeReturnPath(new URL(request.url).searchParams.get("to"));
  if (to === null)
    return Response.json(
      { error: "Exit preview returns only to a page of this site." },
      { status: 400, headers: { "Cache-Control": "no-store" } },
    );
  (await draftMode()).disable();
  (await cookies()).delete(SHARE_COOKIE);
  redirect(to);
}
