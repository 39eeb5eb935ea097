"use server";

import { z } from "zod";
import { adminAction } from "@/lib/admin/action";
import { AdminActionError } from "@/lib/results/action-result";
import { contentTags, perContentEntity } from "@/lib/entities";
import { migrateBuiltInContent, MigrationRefusedError } from "../migrate";

/** 'Migrate': copies the built-in content (portfolios, posts, testimonials) into an empty database. */
export const migrateAction = adminAction("backups.manage", z.object({}), async (_, { prisma }) => {
  try {
    const result = await migrateBuiltInContent(prisma);
    return {
      data: {
        ...perContentEntity((e) => result[e.key]),
        skipped: result.skipped.map((s) => `${s.entity} ${s.id}`),
      },
      audit: { action: "migrate", entity: "content" },
      tags: contentTags(),
    };
  } catch (error) {
    if (error instanceof MigrationRefusedError) throw new AdminActionError(error.message, "invalid");
    throw error;
  }
});
