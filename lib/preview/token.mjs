// @ts-check
// Share-preview tokens: read by the app (lib/preview) and by server/serve.mjs, which lets a token's holder see the draft
// of its one page (and no other page skips the cache for them).
import { createHmac, timingSafeEqual } from "node:crypto";

/** What a share-preview link opens: one project (its case study) or one blog post.
 *  @typedef {"project" | "blog"} PreviewKind */
export const PREVIEW_KINDS = /** @type {const} */ (["project", "blog"]);

/** A share-preview link lasts 7 days unless made with another lifetime. */
export const SHARE_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

/** The cookie a share-preview link leaves in the browser: the token itself (HttpOnly), sent to its one page only. */
export const SHARE_COOKIE = "studio-share-preview";

/** @typedef {{ kind: PreviewKind, id: string, linkId: string, expiresAt: Date }} PreviewGrant */
/** @typedef {{ ok: true, grant: PreviewGrant } | { ok: false, reason: "expired" | "invalid" }} TokenCheck */

/** The signing key: derived from the app's secret for this one purpose, so a preview signature is never a valid
 *  signature of anything else made with the same secret. @param {string} secret */
const keyOf = (secret) => createHmac("sha256", secret).update("studio share-preview v2").digest();

/** @param {string} body @param {string} secret */
const signature = (body, secret) => createHmac("sha256", keyOf(secret)).update(body).digest("base64url");

/**
 * A token naming one item, the share link it belongs to (lib/preview/share-links.ts, which can revoke it) and when it
 * stops working: `base64url(json).hmac`.
 * @param {PreviewKind} kind @param {string} id @param {string} linkId @param {string} secret
 * @param {Date} [now] @param {number} [lifetimeMs]
 */
export function signPreviewToken(kind, id, linkId, secret, now = new Date(), lifetimeMs = SHARE_LIFETIME_MS) {
  const claims = { k: kind, i: id, l: linkId, e: now.getTime() + lifetimeMs };
  const body = Buffer.from(JSON.stringify(claims)).toString("base64url");
  return `${body}.${signature(body, secret)}`;
}

/**
 * The item a token grants, or why it grants nothing: "invalid" when it is malformed or its signature does not match
 * (tampered, or made with another secret), "expired" when it is genuine but its time has passed. Whether its link was
 * revoked is the database's to say (lib/preview/share-links.ts).
 * @param {string} token @param {string} secret @param {Date} [now] @returns {TokenCheck}
 */
export function verifyPreviewToken(token, secret, now = new Date()) {
  const [body, sig, extra] = token.split(".");
  if (!body || !sig || extra !== undefined || !secret) return { ok: false, reason: "invalid" };
  const expected = Buffer.from(signature(body, secret));
  const given = Buffer.from(sig);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { ok: false, reason: "invalid" };
  /** @type {unknown} */
  let claims;
  try {
    claims = JSON.parse(Buffer.from(body, "base64url").toString("utf8"));
  } catch {
    return { ok: false, reason: "invalid" };
  }
  const { k, i, l, e } = /** @type {{ k?: unknown, i?: unknown, l?: unknown, e?: unknown }} */ (claims ?? {});
  const kind = PREVIEW_KINDS.find((known) => known === k);
  if (!kind || typeof i !== "string" || !i || typeof l !== "string" || !l || typeof e !== "number")
    return { ok: false, reason: "invalid" };
  if (e <= now.getTime()) return { ok: false, reason: "expired" };
  return { ok: true, grant: { kind, id: i, linkId: l, expiresAt: new Date(e) } };
}

/** The public page a previewed item is shown on (lib/paths.ts's blogPath and caseStudyPath, which the app uses; a
 *  unit test keeps them the same). @param {PreviewKind} kind @param {string} id */
export const previewedPagePath = (kind, id) => `${kind === "blog" ? "/blog" : "/case-study"}/${encodeURIComponent(id)}`;
