import type { PrismaClient } from "@/generated/prisma/client";
import { onDatabaseOpen } from "./db";
import { seedBuiltInContent, seedBuiltInMedia } from "./seed";
import { logger } from "./log/logger";

/** The built-in content and its images go into a new database the moment it is opened (once: lib/seed.ts). */
async function seedOnOpen(prisma: PrismaClient) {
  const seeded = await seedBuiltInContent(prisma);
  await seedBuiltInMedia(prisma);
  const rows = Object.values(seeded).reduce((sum, n) => sum + n, 0);
  if (rows > 0 && process.env.NEXT_PHASE !== "phase-production-build") {
    logger("db").info({ seeded }, "built-in content seeded");
  }
}

/** Called by the two places that open the app's database: the server's start (lib/startup.ts) and the build's
 *  prerendering of pages (the root layout), which reads a database of its own. */
export const seedWhenOpened = () => onDatabaseOpen(seedOnOpen);
