import { adminRoute } from "@/lib/admin/action";
import { contentTags } from "@/lib/entities";
import { applyImport, previewImport } from "@/lib/backup/import";
import { CONTENT_TRANSACTION, MAX_IMPORT_BYTES, tooLargeMessage } from "@/lib/backup/limits";
import { inTransaction } from "@/lib/db/transaction";

/** Import: the body is the export file itself. `?mode=preview` validates it and says what would change;
 *  `?mode=apply` validates it again and applies it, its automatic backup and its audit row in one transaction;
 *  the cache tags are expired after the commit. A file that is refused (not JSON, too many entries or too deep,
 *  a malformed field) is a 400 whose message names each problem and its field. */
export const POST = adminRoute("backups.manage", async (request, { prisma, session, revalidate }) => {
  const mode = new URL(request.url).searchParams.get("mode");
  if (mode !== "preview" && mode !== "apply")
    return Response.json({ ok: false, message: "Unknown import mode." }, { status: 400 });
  const declared = Number(request.headers.get("content-length") ?? 0);
  if (declared > MAX_IMPORT_BYTES) {
    return Response.json(
      { ok: false, message: `The file was not imported, nothing was changed. ${tooLargeMessage(declared)}.` },
      { status: 413 },
    );
  }
  const text = await request.text();
  const result =
    mode === "preview"
      ? await previewImport(prisma, text)
      : await inTransaction(
          prisma,
          async (tx) => {
            const applied = await applyImport(tx, text);
            if (applied.ok)
              await tx.auditLog.create({ data: { actorEmail: session.email, action: "import", entity: "content" } });
            return applied;
          },
          CONTENT_TRANSACTION,
        );
  if (!result.ok) return Response.json({ ok: false, message: result.message }, { status: 400 });
  if (mode === "apply") revalidate(contentTags());
  return Response.json({ ok: true, preview: result.value });
});
