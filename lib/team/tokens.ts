import crypto from "node:crypto";

/** A link's secret: 32 random bytes, URL-safe. Only its SHA-256 is stored, so a copy of the database opens nothing. */
export function newToken(): { token: string; hash: string } {
  const token = crypto.randomBytes(32).toString("base64url");
  return { token, hash: hashToken(token) };
}

export const hashToken = (token: string) => crypto.createHash("sha256").update(token, "utf8").digest("hex");

/** A token as a link carries it: 43 URL-safe characters. Anything else is not looked up. */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
