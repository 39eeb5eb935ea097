import { cookies, draftMode } from "next/headers";
import { redirect } from "next/navigation";
import { db } from "@/lib/db";
import { previewSecret, SHARE_COOKIE, shareCookieOptions } from "@/lib/preview/access";
import { previewedPath } from "@/lib/preview/find";
import { previewProblemPath } from "@/lib/preview/paths";
import { verifyPreviewToken } from "@/lib/preview/token";

/** A share-preview link: a genuine, unexpired token turns on draft mode for this browser, keeps the token in an
 *  HttpOnly cookie (the page shows the draft only to the item the token names) and opens the item's page. An expired
 *  or tampered token, or an item that is gone, leads to a page that says so. */
export async function GET(request: Request, { params }: { params: Promise<{ token: string }> }) {
  // A genuine token is base64url and a dot, which no %-encoding changes: the value is checked as it comes (decoding
  // a hostile one such as "%zz" would throw, a 500 instead of the "invalid link" page).
  const { token } = await params;
  const check = verifyPreviewToken(token, previewSecret());
  if (!check.ok) redirect(previewProblemPath(check.reason));
  const { kind, id, expiresAt } = check.grant;
  const path = await previewedPath(await db(), kind, id).catch(() => null);
  if (!path) redirect(previewProblemPath("unavailable"));
  (await draftMode()).enable();
  (await cookies()).set(SHARE_COOKIE, token, shareCookieOptions(request.headers, expiresAt));
  redirect(path);
}
