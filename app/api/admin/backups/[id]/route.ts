import { adminRoute } from "@/lib/admin/action";
import { backupFileName, getBackupRecord } from "@/lib/backup/list";
import { contentSummary, jsonDownload } from "@/lib/backup/download";

/** Download of one backup of the history, as its backup record {projects, blogs, timestamp, version}. */
export const GET = adminRoute<{ id: string }>("backups.manage", async (_request, { prisma, params }) => {
  const record = await getBackupRecord(prisma, params.id);
  if (!record) return Response.json({ error: "There is no such backup." }, { status: 404 });
  return jsonDownload(record, backupFileName(new Date(record.timestamp)), contentSummary(record));
});
