import { cookies, draftMode } from "next/headers";
import { redirect } from "next/navigation";
import { safeReturnPath } from "@/lib/preview/paths";
import { SHARE_COOKIE } from "@/lib/preview/token.mjs";
import { localPath } from "@/lib/url/local-path";

/** "Exit preview": ends draft mode and forgets the share link of `page` in this browser (its cookie is sent to that page
 *  only), then goes to `to` (a path on this site). A plain link to it is never prefetched. A `to` or `page` that is not
 *  a path on this site is refused (400) and changes nothing. */
export async function GET(request: Request) {
  const params = new URL(request.url).searchParams;
  const to = safeReturnPath(params.get("to"));
  const page = params.has("page") ? localPath(params.get("page")) : "/";
  if (to === null || page === null)
    return Response.json(
      { error: "Exit preview returns only to a page of this site." },
      { status: 400, headers: { "Cache-Control": "no-store" } },
    );
  (await draftMode()).disable();
  (await cookies()).set(SHARE_COOKIE, "", { path: new URL(page, "http://here.invalid").pathname, maxAge: 0 });
  redirect(to);
}
