import { connection } from "next/server";
import { healthHeaders, readiness } from "@/lib/health/readiness";
import { mayReadMetrics } from "@/lib/metrics/access";

/** Readiness: 200 when the database (and Redis, when configured) answer, else 503. The details (each check, the
 *  migrations, the time taken) only for those who may read the metrics (METRICS_TOKEN, or this machine); anyone else
 *  gets the status alone. */
export async function GET(request: Request) {
  await connection();
  const { ready, body } = await readiness();
  return Response.json(mayReadMetrics(request.headers) ? body : { status: body.status }, {
    status: ready ? 200 : 503,
    headers: healthHeaders,
  });
}
