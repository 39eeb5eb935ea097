import { bearerMatches } from "@/lib/ops/bearer";
import { PEER_HEADER } from "@/lib/security/client-address";

/** Who may read /api/metrics: with METRICS_TOKEN set, a request with `Authorization: Bearer <token>`; without it,
 *  only a request made on this machine (a loopback socket whose X-Forwarded-For, which Next fills with the socket's
 *  address when there is none, names nothing else: a visitor's request through nginx comes from loopback too, but
 *  carries the visitor's address). */
export function mayReadMetrics(
  headers: Pick<Headers, "get">,
  env: Record<string, string | undefined> = process.env,
): boolean {
  const token = env.METRICS_TOKEN;
  if (token) return bearerMatches(headers.get("authorization"), token);
  const peer = headers.get(PEER_HEADER) ?? "";
  const loopback = (address: string) => ["127.0.0.1", "::1", "::ffff:127.0.0.1"].includes(address.trim());
  const forwarded = (headers.get("x-forwarded-for") ?? "").split(",").filter((a) => a.trim());
  return loopback(peer) && forwarded.every(loopback);
}
