"use server";

import { z } from "zod";
import { adminAction } from "@/lib/admin/action";
import { createBackup } from "../create";

/** 'Create Backup'. */
export const createBackupAction = adminAction("backups.manage", z.object({}), async (_, { prisma }) => {
  const backup = await createBackup(prisma, "manual");
  return {
    data: { id: backup.id, createdAt: backup.createdAt.toISOString(), projects: backup.projects, blogs: backup.blogs },
    audit: { action: "backup", entity: "backup", entityId: backup.id },
    tags: [],
  };
});
