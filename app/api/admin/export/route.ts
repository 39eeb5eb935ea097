import { adminRoute } from "@/lib/admin/action";
import { exportContent, exportFileName } from "@/lib/backup/export";
import { contentSummary, jsonDownload } from "@/lib/backup/download";

/** Export: every project and post as studio-export-{date}.json (admin only). */
export const GET = adminRoute("backups.manage", async (_request, { prisma, session }) => {
  const now = new Date();
  const file = await exportContent(prisma, now);
  await prisma.auditLog.create({ data: { actorEmail: session.email, action: "export", entity: "content" } });
  return jsonDownload(file, exportFileName(now), contentSummary(file));
});
