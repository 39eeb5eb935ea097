// @ts-check
import fs from "node:fs";
import path from "node:path";
import { SHARE_COOKIE, verifyPreviewToken } from "../../lib/preview/token.mjs";

/** Next's draft-mode cookie: a page request carrying it with the build's id renders the draft, never from the cache. */
const DRAFT_COOKIE = "__prerender_bypass";

/** The build's draft-mode id (prerender-manifest.json), or null when it has none. @param {string} dist */
export function draftModeId(dist) {
  try {
    const manifest = JSON.parse(fs.readFileSync(path.join(dist, "prerender-manifest.json"), "utf8"));
    return typeof manifest.preview?.previewModeId === "string" ? manifest.preview.previewModeId : null;
  } catch {
    return null;
  }
}

/** One cookie's value from a Cookie header. @param {string} header @param {string} name */
function cookieValue(header, name) {
  for (const part of header.split(";")) {
    const i = part.indexOf("=");
    if (i > 0 && part.slice(0, i).trim() === name) return part.slice(i + 1).trim();
  }
  return undefined;
}

/**
 * The Cookie header a request goes on with. A share-preview link's holder sees its draft on the link's one page: a
 * request for that page (its HTML, or its data for client navigation) that carries a genuine, unexpired share cookie
 * naming it gets Next's draft-mode cookie here, for this request only. The browser never holds that cookie, whose one
 * value serves the whole build: with it every public page would skip the cache for the holder until the next build.
 * The page itself checks the link again, revocation included (lib/preview/access.ts). Any other request is unchanged.
 * @param {string | undefined} cookie @param {string} pathname @param {string | undefined} secret
 * @param {string | null} draftId
 */
export function withSharePreview(cookie, pathname, secret, draftId) {
  if (!cookie || !secret || !draftId || !cookie.includes(SHARE_COOKIE)) return cookie;
  const token = cookieValue(cookie, SHARE_COOKIE);
  const check = token ? verifyPreviewToken(token, secret) : null;
  if (!check?.ok || check.grant.path !== pathname) return cookie;
  return `${cookie}; ${DRAFT_COOKIE}=${draftId}`;
}
