import { createHmac, timingSafeEqual } from "node:crypto";

/** What a share-preview link opens: one item of a content type (its name), on the item's public page. */
export type PreviewKind = string;
const KIND = /^[a-z][a-z-]{0,40}$/;

/** A share-preview link lasts 7 days unless made with another lifetime. */
export const SHARE_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

interface PreviewGrant {
  kind: PreviewKind;
  id: string;
  expiresAt: Date;
}

export type TokenCheck = { ok: true; grant: PreviewGrant } | { ok: false; reason: "expired" | "invalid" };

/** The signing key: derived from the app's secret for this one purpose, so a preview signature is never a valid
 *  signature of anything else made with the same secret. */
const keyOf = (secret: string) => createHmac("sha256", secret).update("studio share-preview v1").digest();

const signature = (body: string, secret: string) =>
  createHmac("sha256", keyOf(secret)).update(body).digest("base64url");

/** A token naming one item and when it stops working: `base64url(json).hmac`. */
export function signPreviewToken(
  kind: PreviewKind,
  id: string,
  secret: string,
  now = new Date(),
  lifetimeMs = SHARE_LIFETIME_MS,
): string {
  const body = Buffer.from(JSON.stringify({ k: kind, i: id, e: now.getTime() + lifetimeMs })).toString("base64url");
  return `${body}.${signature(body, secret)}`;
}

/** The item a token grants, or why it grants nothing: "invalid" when it is malformed or its signature does not match
 *  (tampered, or made with another secret), "expired" when it is genuine but its time has passed. */
export function verifyPreviewToken(token: string, secret: string, now = new Date()): TokenCheck {
  const [body, sig, extra] = token.split(".");
  if (!body || !sig || extra !== undefined || !secret) return { ok: false, reason: "invalid" };
  const expected = Buffer.from(signature(body, secret));
  const given = Buffer.from(sig);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { ok: false, reason: "invalid" };
  let claims: unknown;
  try {
    claims = JSON.parse(Buffer.from(body, "base64url").toString("utf8"));
  } catch {
    return { ok: false, reason: "invalid" };
  }
  const { k, i, e } = (claims ?? {}) as { k?: unknown; i?: unknown; e?: unknown };
  if (typeof k !== "string" || !KIND.test(k) || typeof i !== "string" || !i || typeof e !== "number")
    return { ok: false, reason: "invalid" };
  if (e <= now.getTime()) return { ok: false, reason: "expired" };
  return { ok: true, grant: { kind: k as PreviewKind, id: i, expiresAt: new Date(e) } };
}
