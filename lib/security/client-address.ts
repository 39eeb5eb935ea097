// The client's address, as far as this server can trust it; every per-client limit keys on it.
import ipaddr from "ipaddr.js";

/** Set by server/serve.mjs on every request to the socket's address (an incoming copy is replaced), so that
 *  without a proxy nobody can choose the address a limit counts them under. */
export const PEER_HEADER = "x-studio-peer-address";

type HeaderSource = Pick<Headers, "get"> | Record<string, string | string[] | undefined>;

function header(source: HeaderSource, name: string): string | undefined {
  if (typeof (source as Headers).get === "function") return (source as Headers).get(name) ?? undefined;
  const value = (source as Record<string, string | string[] | undefined>)[name];
  return Array.isArray(value) ? value.join(",") : value;
}

/** How many reverse proxies in front of the app append to X-Forwarded-For (TRUST_PROXY_HOPS, default 0). */
function trustedProxyHops(env: Record<string, string | undefined> = process.env): number {
  const hops = Number(env.TRUST_PROXY_HOPS ?? 0);
  return Number.isInteger(hops) && hops >= 0 ? hops : 0;
}

/** TRUST_PROXY_HOPS=0 (no proxy): the socket's address. N: the N-th X-Forwarded-For entry from the right, the
 *  address the outermost trusted proxy saw; entries further left are the client's own claims and are ignored. */
export function clientAddress(source: HeaderSource, hops = trustedProxyHops()): string {
  const forwarded = (header(source, "x-forwarded-for") ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  const peer = header(source, PEER_HEADER)?.trim();
  // Without serve.mjs in front (a standalone build), Next sets X-Forwarded-For to the socket's address when the
  // request has none: behind a proxy, run with TRUST_PROXY_HOPS set.
  const address = hops === 0 ? peer || forwarded.at(-1) : (forwarded.at(-hops) ?? forwarded[0] ?? peer);
  return normalize(address || "unknown");
}

/** Whether the client reached the site over HTTPS: NEXTAUTH_URL says so, or a trusted proxy (TRUST_PROXY_HOPS > 0)
 *  set X-Forwarded-Proto to https. Without a trusted proxy the header is the client's own claim and is ignored. */
export function requestIsHttps(source: HeaderSource, env: Record<string, string | undefined> = process.env): boolean {
  if ((env.NEXTAUTH_URL ?? "").startsWith("https://")) return true;
  if (trustedProxyHops(env) === 0) return false;
  return (header(source, "x-forwarded-proto") ?? "").split(",").at(-1)?.trim().toLowerCase() === "https";
}

/** The key a limit counts an address under: IPv4 as is, IPv6 by its /64 (one subscriber's whole prefix), mapped
 *  IPv4 as IPv4; anything that is not an address is cut to size. */
export function limitKey(address: string): string {
  if (!ipaddr.isValid(address)) return address.slice(0, 64);
  const parsed = ipaddr.process(address);
  if (parsed.kind() === "ipv4") return parsed.toString();
  const parts = (parsed as ipaddr.IPv6).parts.slice(0, 4).map((part) => part.toString(16));
  return `${parts.join(":")}::/64`;
}

function normalize(address: string): string {
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(address);
  if (bracketed) return bracketed[1];
  const v4WithPort = /^(\d{1,3}(?:\.\d{1,3}){3}):\d+$/.exec(address);
  return v4WithPort ? v4WithPort[1] : address;
}
