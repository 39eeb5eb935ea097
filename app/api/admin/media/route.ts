import { adminRoute } from "@/lib/admin/action";
import { tags } from "@/lib/cache-tags";
import { listLibrary } from "@/lib/media/library";
import { UploadRefused } from "@/lib/media/process";
import { bodyAborted, readLimited } from "@/lib/security/read-body";
import { MAX_UPLOAD_BYTES, uploadMessages } from "@/lib/media/rules";
import { mediaStorage } from "@/lib/media/storage";
import { storeUpload } from "@/lib/media/upload";

/** The file's name as the browser sent it (URI-encoded), without control characters or path separators. */
function fileNameOf(header: string | null): string {
  let name = header ?? "";
  try {
    name = decodeURIComponent(name);
  } catch {
    // kept as sent
  }
  return name.replace(/[\u0000-\u001f/\\]/g, "").trim() || "image";
}

/** The library for the picker: `?q=` searches file names, alt texts and captions. */
export const GET = adminRoute("content.read", async (request, { prisma }) => {
  const q = new URL(request.url).searchParams.get("q") ?? "";
  return Response.json({ items: await listLibrary(prisma, q) }, { headers: { "Cache-Control": "no-store" } });
});

/** One image per request, the body being the file itself and `X-File-Name` its name (so the browser can show each
 *  file's progress). 201 with the stored image, 200 when the same file was already in the library, 413/422 with
 *  a message when it is refused (nothing stored). */
export const POST = adminRoute("media.upload", async (request, { prisma, session, revalidate }) => {
  const body = await readLimited(request, MAX_UPLOAD_BYTES);
  if (!body.ok && body.reason === "aborted") return bodyAborted();
  if (!body.ok) return Response.json({ ok: false, message: uploadMessages.tooLarge }, { status: 413 });
  const bytes = body.bytes;
  const fileName = fileNameOf(request.headers.get("x-file-name"));
  try {
    const { media, duplicate } = await storeUpload(prisma, mediaStorage(), { bytes, fileName }, session.email);
    if (!duplicate) revalidate([tags.media]);
    return Response.json(
      { ok: true, duplicate, media: { ...media, createdAt: media.createdAt.toISOString(), uses: [] } },
      { status: duplicate ? 200 : 201 },
    );
  } catch (error) {
    if (error instanceof UploadRefused) return Response.json({ ok: false, message: error.message }, { status: 422 });
    throw error;
  }
});
