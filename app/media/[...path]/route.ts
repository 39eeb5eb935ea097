import { mediaStorage } from "@/lib/media/storage";
import { originalKey, variantKey, VARIANT_WIDTHS } from "@/lib/media/rules";
import { BODY_LENGTH_HEADER } from "@/server/http/studio-response.mjs";

const IMMUTABLE = "public, max-age=31536000, immutable";

const notFound = () =>
  new Response("Image not found.", {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=60" },
  });

/** Library files: /media/<hash> is the original, /media/<hash>/w<width> a variant in AVIF or WebP by the browser's
 *  Accept header. A hash names its content, so every answer is cached for a year; no database is read. */
export async function GET(request: Request, { params }: { params: Promise<{ path: string[] }> }) {
  const [hash, variant, ...rest] = (await params).path;
  if (!/^[a-f0-9]{32}$/.test(hash ?? "") || rest.length > 0) return notFound();
  let key = originalKey(hash);
  let vary = false;
  if (variant !== undefined) {
    const width = Number(/^w(\d{3,4})$/.exec(variant)?.[1]);
    if (!VARIANT_WIDTHS.includes(width as (typeof VARIANT_WIDTHS)[number])) return notFound();
    const avif = (request.headers.get("accept") ?? "").includes("image/avif");
    key = variantKey(hash, width, avif ? "avif" : "webp");
    vary = true;
  }
  const file = await mediaStorage().get(key);
  if (!file) return notFound();
  return new Response(new Uint8Array(file.body), {
    headers: {
      "Content-Type": file.contentType,
      // Next drops a route's own Content-Length; server/serve.mjs sends this as Content-Length.
      [BODY_LENGTH_HEADER]: String(file.body.length),
      "Cache-Control": IMMUTABLE,
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": "default-src 'none'; sandbox",
      ...(vary ? { Vary: "Accept" } : {}),
    },
  });
}
