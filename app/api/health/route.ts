import { connection } from "next/server";
import { db, modelQueryCount } from "@/lib/db";

/** Liveness and database status: 200 {status:"ok"} or 503 {status:"degraded"} with the reason. */
export async function GET() {
  await connection();
  const started = performance.now();
  try {
    const prisma = await db();
    await prisma.$queryRaw`SELECT 1`;
    return Response.json({ status: "ok", database: "up", latencyMs: Math.round(performance.now() - started),
      modelQueries: modelQueryCount() },
      { headers: { "Cache-Control": "no-store" } });
  } catch (error) {
    return Response.json({ status: "degraded", database: "down", error: (error as Error).message },
      { status: 503, headers: { "Cache-Control": "no-store" } });
  }
}
