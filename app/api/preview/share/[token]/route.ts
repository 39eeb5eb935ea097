import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import { db } from "@/lib/db";
import { previewSecret, shareCookieOptions } from "@/lib/preview/access";
import { previewedPath } from "@/lib/preview/find";
import { previewProblemPath } from "@/lib/preview/paths";
import { shareLinkOpens } from "@/lib/preview/share-links";
import { SHARE_COOKIE, verifyPreviewToken } from "@/lib/preview/token.mjs";

/** A share-preview link: a genuine, unexpired and unrevoked token is kept in an HttpOnly cookie sent to its item's page
 *  only, and that page opens. There server/serve.mjs lets the holder see the draft (draft mode for that page, not
 *  Next's site-wide draft cookie, which would let every public page skip the cache for them). An expired, revoked or
 *  tampered token, or an item that is gone, leads to a page that says so. */
export async function GET(request: Request, { params }: { params: Promise<{ token: string }> }) {
  // A genuine token is base64url and a dot, which no %-encoding changes: the value is checked as it comes (decoding
  // a hostile one such as "%zz" would throw, a 500 instead of the "invalid link" page).
  const { token } = await params;
  const check = verifyPreviewToken(token, previewSecret());
  if (!check.ok) redirect(previewProblemPath(check.reason));
  const { kind, id, expiresAt } = check.grant;
  const prisma = await db().catch(() => null);
  if (!prisma || !(await shareLinkOpens(prisma, check.grant).catch(() => false)))
    redirect(previewProblemPath("revoked"));
  const page = await previewedPath(prisma, kind, id).catch(() => null);
  if (!page || page !== check.grant.path) redirect(previewProblemPath("unavailable"));
  (await cookies()).set(SHARE_COOKIE, token, shareCookieOptions(request.headers, expiresAt, page));
  redirect(page);
}
