"use server";

import { z } from "zod";
import { adminAction } from "@/lib/admin/action";
import { checkDatabase } from "../migrate";

/** 'Check Database': how many portfolios and blog posts are stored. */
export const checkDatabaseAction = adminAction("backups.manage", z.object({}), async (_, { prisma }) => ({
  data: await checkDatabase(prisma),
  audit: { action: "check", entity: "database" },
  tags: [],
}));
