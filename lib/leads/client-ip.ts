import "server-only";
import { headers } from "next/headers";

/** The visitor's IP from a request's headers: the first X-Forwarded-For entry (set by the proxy in front of the
 *  app), else X-Real-IP, else "unknown". Route handlers pass `request.headers`. */
export function ipFromHeaders(h: Pick<Headers, "get">): string {
  return h.get("x-forwarded-for")?.split(",")[0]?.trim() || h.get("x-real-ip")?.trim() || "unknown";
}

/** The visitor's IP as seen by the proxy in front of the app, or "unknown" (server actions, server components). */
export async function clientIp(): Promise<string> {
  return ipFromHeaders(await headers());
}
