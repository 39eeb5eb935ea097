import { timingSafeEqual } from "node:crypto";

/** True when an Authorization header is `Bearer <expected>` (compared in constant time); never without a token. */
export function bearerMatches(authorization: string | null, expected: string | undefined): boolean {
  if (!expected) return false;
  const given = Buffer.from((authorization ?? "").replace(/^Bearer\s+/i, ""));
  const wanted = Buffer.from(expected);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

export const hasBearer = (request: Request, expected: string | undefined) =>
  bearerMatches(request.headers.get("authorization"), expected);

/** The answer to an /api/ops call without the right token. */
export const notAllowed = () =>
  Response.json({ error: "Not allowed." }, { status: 401, headers: { "Cache-Control": "no-store" } });
