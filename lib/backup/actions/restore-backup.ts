"use server";

import { z } from "zod";
import { adminAction } from "@/lib/admin/action";
import { AdminActionError } from "@/lib/results/action-result";
import { contentTags } from "@/lib/entities";
import { text } from "@/lib/validation";
import { BACKUP_MESSAGES } from "../messages";
import { BackupNotFoundError, restoreBackup } from "../restore";
import { logger } from "@/lib/log/logger";

const log = logger("backup");

/** 'Restore' from the history: automatic backup first, then all content replaced in one transaction. */
export const restoreBackupAction = adminAction(
  "backups.manage",
  z.object({ id: text().trim().min(1).max(100) }),
  async ({ id }, { prisma }) => {
    try {
      const result = await restoreBackup(prisma, id);
      return {
        data: { restoredFrom: result.restoredFrom.toISOString(), projects: result.projects, blogs: result.blogs },
        audit: { action: "restore", entity: "backup", entityId: id },
        tags: contentTags(),
      };
    } catch (error) {
      if (!(error instanceof BackupNotFoundError)) log.error({ err: error }, "restore failed");
      throw new AdminActionError(BACKUP_MESSAGES.restoreFailed.description, "failed");
    }
  },
);
