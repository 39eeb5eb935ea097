import { adminRoute } from "@/lib/admin/action";
import { tags } from "@/lib/cache-tags";
import { applyImport, previewImport } from "@/lib/backup/import";
import { MAX_IMPORT_BYTES, tooLargeMessage } from "@/lib/backup/limits";

/** Import: the body is the export file itself. `?mode=preview` validates it and says what would change;
 *  `?mode=apply` validates it again and applies it in one transaction after an automatic backup. */
export const POST = adminRoute(async (request, { prisma, session, revalidate }) => {
  const mode = new URL(request.url).searchParams.get("mode");
  if (mode !== "preview" && mode !== "apply") return Response.json({ ok: false, message: "Unknown import mode." }, { status: 400 });
  const declared = Number(request.headers.get("content-length") ?? 0);
  if (declared > MAX_IMPORT_BYTES) {
    return Response.json({ ok: false, message: `The file was not imported, nothing was changed. ${tooLargeMessage(declared)}.` }, { status: 413 });
  }
  const text = await request.text();
  const result = mode === "preview" ? await previewImport(prisma, text) : await applyImport(prisma, text);
  if (!result.ok) return Response.json({ ok: false, message: result.message }, { status: 422 });
  if (mode === "apply") {
    await prisma.auditLog.create({ data: { actorEmail: session.email, action: "import", entity: "content" } });
    revalidate([tags.projects, tags.blog]);
  }
  return Response.json({ ok: true, preview: result.value });
});
