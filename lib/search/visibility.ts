import { Prisma } from "@/generated/prisma/client";

/** The one rule for what search may find of projects and posts: what is public now, published or scheduled for a
 *  time that has come (the same rule as lib/publishing/status.ts's publicWhere, in SQL). */
export const PUBLIC_ROWS = Prisma.sql`("status" = 'published' OR ("status" = 'scheduled' AND "publish_at" <= now()))`;
