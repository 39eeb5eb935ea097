import "server-only";
import { cookies, draftMode } from "next/headers";
import { connection } from "next/server";
import { getAdminSession } from "@/lib/auth/session";
import { requestIsHttps } from "@/lib/security/client-address";
import { db } from "@/lib/db";
import { shareLinkOpens } from "./share-links";
import { SHARE_COOKIE, verifyPreviewToken, type PreviewKind } from "./token.mjs";

/** How the share cookie is set: HttpOnly, sent only to the shared item's page (`path`), until the link expires, and
 *  Secure whenever the visitor came over HTTPS (NEXTAUTH_URL says so, or the trusted proxy does:
 *  lib/security/client-address.ts), as the session cookie is. */
export const shareCookieOptions = (
  headers: Pick<Headers, "get">,
  expires: Date,
  path: string,
  env: Record<string, string | undefined> = process.env,
) => ({ httpOnly: true, sameSite: "lax", path, secure: requestIsHttps(headers, env), expires }) as const;

/** Who is previewing: the signed-in admin (any item) or the holder of a share link (its one item). */
export type PreviewViewer = "admin" | "share";

/** The app's secret that signs share-preview links (the session secret, the same on every instance). */
export const previewSecret = () => process.env.NEXTAUTH_SECRET ?? "";

/** Whether this request may see the unpublished version of one item: only in draft mode (the cookie Next sets for the
 *  admin's /api/preview; for a share link, server/serve.mjs turns it on for the link's one page only), and then only
 *  for a signed-in admin or a share link naming this very item that has not been revoked. Outside draft mode nothing is
 *  read from the request, so public pages stay cached. */
export async function previewViewer(kind: PreviewKind, id: string): Promise<PreviewViewer | null> {
  if (!(await draftMode()).isEnabled) return null;
  await connection(); // a preview is rendered for this request: the share token's expiry is checked against the clock now
  if (await getAdminSession().catch(() => null)) return "admin";
  const token = (await cookies()).get(SHARE_COOKIE)?.value;
  const check = token ? verifyPreviewToken(token, previewSecret()) : null;
  if (!check?.ok || check.grant.kind !== kind || check.grant.id !== id) return null;
  return (await shareLinkOpens(await db(), check.grant)) ? "share" : null;
}
