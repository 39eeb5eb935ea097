import "server-only";
import { headers } from "next/headers";
import { clientAddress, limitKey } from "@/lib/security/client-address";

/** The key a request's client is counted under by every limit (lib/security/client-address.ts): the trusted
 *  client address, an IPv6 client by its /64. Route handlers pass `request.headers`. */
export function ipFromHeaders(h: Pick<Headers, "get">): string {
  return limitKey(clientAddress(h));
}

/** The same for server actions and server components. */
export async function clientIp(): Promise<string> {
  return ipFromHeaders(await headers());
}
