// @ts-check
// Share-preview tokens: read by the app (lib/preview) and by server/serve.mjs, which lets a token's holder see the draft
// of its one page (and no other page skips the cache for them).
import { createHmac, timingSafeEqual } from "node:crypto";

/** What a share-preview link opens: one item of a content type (the type's name), on the item's public page.
 *  @typedef {string} PreviewKind */
const KIND = /^[a-z][a-z-]{0,40}$/;

/** A share-preview link lasts 7 days unless made with another lifetime. */
export const SHARE_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

/** The cookie a share-preview link leaves in the browser: the token itself (HttpOnly), sent to its one page only. */
export const SHARE_COOKIE = "studio-share-preview";

/** @typedef {{ kind: PreviewKind, id: string, linkId: string, path: string, expiresAt: Date }} PreviewGrant */
/** @typedef {{ ok: true, grant: PreviewGrant } | { ok: false, reason: "expired" | "invalid" }} TokenCheck */

/** The signing key: derived from the app's secret for this one purpose, so a preview signature is never a valid
 *  signature of anything else made with the same secret. @param {string} secret */
const keyOf = (secret) => createHmac("sha256", secret).update("studio share-preview v2").digest();

/** @param {string} body @param {string} secret */
const signature = (body, secret) => createHmac("sha256", keyOf(secret)).update(body).digest("base64url");

/**
 * A token naming one item and its public page, the share link it belongs to (lib/preview/share-links.ts, which can
 * revoke it) and when it stops working: `base64url(json).hmac`.
 * @param {{ kind: PreviewKind, id: string, linkId: string, path: string }} grant @param {string} secret
 * @param {Date} [now] @param {number} [lifetimeMs]
 */
export function signPreviewToken(grant, secret, now = new Date(), lifetimeMs = SHARE_LIFETIME_MS) {
  const claims = { k: grant.kind, i: grant.id, l: grant.linkId, p: grant.path, e: now.getTime() + lifetimeMs };
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
  const { k, i, l, p, e } = /** @type {{ k?: unknown, i?: unknown, l?: unknown, p?: unknown, e?: unknown }} */ (
    claims ?? {}
  );
  if (typeof k !== "string" || !KIND.test(k) || typeof i !== "string" || !i || typeof l !== "string" || !l)
    return { ok: false, reason: "invalid" };
  if (typeof p !== "string" || !p.startsWith("/") || typeof e !== "number") return { ok: false, reason: "invalid" };
  if (e <= now.getTime()) return { ok: false, reason: "expired" };
  return { ok: true, grant: { kind: k, id: i, linkId: l, path: p, expiresAt: new Date(e) } };
}
