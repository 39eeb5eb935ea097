import { connection } from "next/server";
import { mayReadMetrics } from "@/lib/metrics/access";
import { metrics } from "@/lib/metrics/registry.mjs";

/** Prometheus metrics of this instance (lib/metrics/registry.mjs), for METRICS_TOKEN holders or loopback. */
export async function GET(request: Request) {
  await connection();
  if (!mayReadMetrics(request.headers)) {
    return Response.json(
      { error: "Metrics need METRICS_TOKEN as a bearer token, or a request from this machine." },
      { status: 401, headers: { "Cache-Control": "no-store", "WWW-Authenticate": "Bearer" } },
    );
  }
  return new Response(await metrics.registry.metrics(), {
    headers: { "Content-Type": metrics.registry.contentType, "Cache-Control": "no-store" },
  });
}
