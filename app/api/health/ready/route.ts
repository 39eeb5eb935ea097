import { connection } from "next/server";
import { healthHeaders, readiness } from "@/lib/health/readiness";

/** Readiness: 200 when the database (and Redis, when configured) answer, else 503 naming what is down. */
export async function GET() {
  await connection();
  const { ready, body } = await readiness();
  return Response.json(body, { status: ready ? 200 : 503, headers: healthHeaders });
}
