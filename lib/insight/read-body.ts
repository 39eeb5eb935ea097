/** The request's body as text, reading at most `maxBytes` (a larger body, announced or sent, gives null without being
 *  read further). */
export async function readBodyLimited(request: Request, maxBytes: number): Promise<string | null> {
  const announced = Number(request.headers.get("content-length") ?? 0);
  if (announced > maxBytes) return null;
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => {});
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString("utf8");
}
