import "server-only";
import { headers } from "next/headers";

/** The visitor's IP as seen by the proxy in front of the app, or "unknown". */
export async function clientIp(): Promise<string> {
  const h = await headers();
  return h.get("x-forwarded-for")?.split(",")[0]?.trim() || h.get("x-real-ip")?.trim() || "unknown";
}
