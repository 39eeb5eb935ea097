import { cookies, draftMode } from "next/headers";
import { redirect } from "next/navigation";
import { SHARE_COOKIE } from "@/lib/preview/access";
import { safeReturnPath } from "@/lib/preview/paths";

/** "Exit preview": ends draft mode and forgets any share link in this browser, then goes to `to` (a path on this
 *  site). A plain link to it is never prefetched. */
export async function GET(request: Request) {
  (await draftMode()).disable();
  (await cookies()).delete(SHARE_COOKIE);
  redirect(safeReturnPath(new URL(request.url).searchParams.get("to")));
}
