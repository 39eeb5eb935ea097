import { connection } from "next/server";
import { hasBearer, notAllowed } from "@/lib/ops/bearer";
import { z } from "zod";
import { db } from "@/lib/db";
import { publishDue } from "@/lib/collections/due";
import { schedulerToken } from "@/lib/publishing/scheduler";
import { revalidateFromRoute } from "@/lib/revalidate";
import { logger } from "@/lib/log/logger";
import { readJson } from "@/lib/security/read-body";

const log = logger("publishing");
const bodySchema = z.object({ since: z.iso.datetime() });

/** This instance's publishing scheduler (lib/publishing/scheduler.ts) calling itself when a scheduled time comes:
 *  publishes what is due and expires the tags of everything that came due, here and (through Redis) everywhere.
 *  Only with the scheduler's own in-process token; nginx never passes /api/ops on. */
export async function POST(request: Request) {
  await connection();
  if (!hasBearer(request, schedulerToken())) return notAllowed();
  const read = await readJson(request);
  if ("answer" in read) return read.answer;
  const body = bodySchema.safeParse(read.value);
  if (!body.success) return Response.json({ error: "Expected { since: ISO time }." }, { status: 400 });
  const { published, tags } = await publishDue(await db(), new Date(), new Date(body.data.since));
  revalidateFromRoute(tags);
  if (published.length > 0 || tags.length > 0) log.info({ published, tags: tags.length }, "scheduled items published");
  return Response.json({ published }, { headers: { "Cache-Control": "no-store" } });
}
