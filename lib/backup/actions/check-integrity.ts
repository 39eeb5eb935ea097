"use server";

import { z } from "zod";
import { adminAction } from "@/lib/admin/action";
import { checkIntegrity, describeIssue } from "../integrity";

/** 'Integrity Check': the issues as lines for the toast, and how many there are in all. */
export const checkIntegrityAction = adminAction("backups.manage", z.object({}), async (_, { prisma }) => {
  const report = await checkIntegrity(prisma);
  return {
    data: {
      failed: report.failed,
      checked: report.checked,
      total: report.issues.length,
      lines: report.issues.slice(0, 5).map(describeIssue),
    },
    audit: { action: "integrity-check", entity: "content" },
    tags: [],
  };
});
