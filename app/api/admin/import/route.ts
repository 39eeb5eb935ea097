import { adminRoute } from "@/lib/admin/action";
import { contentTags } from "@/lib/entities";
import { applyImport, previewImport } from "@/lib/backup/import";
import { CONTENT_TRANSACTION, MAX_IMPORT_BYTES, MAX_IMPORT_LABEL, tooLargeMessage } from "@/lib/backup/limits";
import { bodyAborted, readLimited } from "@/lib/security/read-body";
import { inTransaction } from "@/lib/db/transaction";

/** Import: the body is the export file itself. `?mode=preview` validates it and says what would change;
 *  `?mode=apply` validates it again and applies it, its automatic backup and its audit row in one transaction;
 *  the cache tags are expired after the commit. A file that is refused (not JSON, too many entries or too deep,
 *  a malformed field) is a 400 whose message names each problem and its field; one past 10 MB is a 413, read no further
 *  than the limit (counted as it arrives, whatever Content-Length says). */
export const POST = adminRoute("backups.manage", async (request, { prisma, session, revalidate }) => {
  const mode = new URL(request.url).searchParams.get("mode");
  if (mode !== "preview" && mode !== "apply")
    return Response.json({ ok: false, message: "Unknown import mode." }, { status: 400 });
  const body = await readLimited(request, MAX_IMPORT_BYTES);
  if (!body.ok && body.reason === "aborted") return bodyAborted();
  if (!body.ok) {
    const declared = Number(request.headers.get("content-length") ?? 0);
    const size =
      declared > MAX_IMPORT_BYTES ? `${tooLargeMessage(declared)}.` : `The file is over ${MAX_IMPORT_LABEL}.`;
    return Response.json(
      { ok: false, message: `The file was not imported, nothing was changed. ${size}` },
      { status: 413 },
    );
  }
  const text = body.bytes.toString("utf8");
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
