import { timingSafeEqual } from "node:crypto";
import { connection } from "next/server";
import { z } from "zod";
import { db } from "@/lib/db";
import { publishDue } from "@/lib/publishing/due";
import { schedulerToken } from "@/lib/publishing/scheduler";
import { revalidateFromRoute } from "@/lib/revalidate";
import { logger } from "@/lib/log/logger";

const log = logger("publishing");
const bodySchema = z.object({ since: z.iso.datetime() });

function authorised(request: Request): boolean {
  const expected = schedulerToken();
  if (!expected) return false;
  const given = Buffer.from((request.headers.get("authorization") ?? "").replace(/^Bearer\s+/i, ""));
  return given.length === expected.length && timingSafeEqual(given, Buffer.from(expected));
}

/** This instance's publishing scheduler (lib/publishing/scheduler.ts) calling itself when a scheduled time comes:
 *  publishes what is due and expires the tags of everything that came due, here and (through Redis) everywhere.
 *  Only with the scheduler's own in-process token; nginx never passes /api/ops on. */
export async function POST(request: Request) {
  await connection();
  if (!authorised(request)) return Response.json({ error: "Not allowed." }, { status: 401, headers: { "Cache-Control": "no-store" } });
  const body = bodySchema.safeParse(await request.json().catch(() => null));
  if (!body.success) return Response.json({ error: "Expected { since: ISO time }." }, { status: 400 });
  const { published, tags } = await publishDue(await db(), new Date(), new Date(body.data.since));
  revalidateFromRoute(tags);
  if (published.length > 0 || tags.length > 0) log.info({ published, tags: tags.length }, "scheduled items published");
  return Response.json({ published }, { headers: { "Cache-Control": "no-store" } });
}
