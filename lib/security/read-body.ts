import { bodyLimitFor, bodyTooLargeMessage, type BodyLimit } from "./body-limits.mjs";

/** A body as read: its bytes, or why there are none ("too-large": past the limit, read no further; "aborted": the
 *  client, or server/serve.mjs past the limit, ended the upload). */
export type ReadBody = { ok: true; bytes: Buffer } | { ok: false; reason: "too-large" | "aborted" };

/** The request's body, read as it arrives and never past `max` bytes (a declared length past it is not read at all). */
export async function readLimited(request: Request, max: number): Promise<ReadBody> {
  if (!(Number(request.headers.get("content-length") ?? 0) <= max)) return { ok: false, reason: "too-large" };
  if (!request.body) return { ok: true, bytes: Buffer.alloc(0) };
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = request.body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.length;
      if (size > max) {
        await reader.cancel().catch(() => undefined);
        return { ok: false, reason: "too-large" };
      }
      chunks.push(value);
    }
  } catch {
    return { ok: false, reason: "aborted" };
  }
  return { ok: true, bytes: Buffer.concat(chunks) };
}

/** This route's limit (lib/security/body-limits.mjs), by the request's path. */
export const routeBodyLimit = (request: Request): BodyLimit => bodyLimitFor(new URL(request.url).pathname);

/** The 413 a route answers for a body past its limit, in the shape its clients read. */
export const bodyTooLarge = (limit: BodyLimit, message = bodyTooLargeMessage(limit)) =>
  Response.json({ ok: false, error: message, message }, { status: 413, headers: { "Cache-Control": "no-store" } });

/** 400 for an upload that ended before its body did. */
export const bodyAborted = () =>
  Response.json(
    { ok: false, error: "The request ended before its body did." },
    { status: 400, headers: { "Cache-Control": "no-store" } },
  );

/** The body parsed as JSON within the route's limit: the value (undefined when it is not JSON), or the answer to give
 *  instead (413 past the limit, 400 when the upload broke off). */
export async function readJson(request: Request): Promise<{ value: unknown } | { answer: Response }> {
  const limit = routeBodyLimit(request);
  const body = await readLimited(request, limit.bytes);
  if (!body.ok) return { answer: body.reason === "too-large" ? bodyTooLarge(limit) : bodyAborted() };
  try {
    return { value: JSON.parse(body.bytes.toString("utf8")) };
  } catch {
    return { value: undefined };
  }
}
