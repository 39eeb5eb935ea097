import "server-only";
import { createHash } from "node:crypto";
import type { PrismaClient } from "@/generated/prisma/client";
import { hit } from "@/lib/rate-limit";
import { isBot, optedOut } from "./exclusion";
import { recordView, recordVitals } from "./record";
import { beaconSchema } from "./schema";

/** Beacons one client address may send a minute (views and vitals together): a person reading pages sends a few. */
export const BEACONS_PER_MINUTE = 60;

type BeaconReason =
  "recorded" | "opted-out" | "bot" | "admin" | "invalid" | "too-large" | "rate-limited" | "unavailable";

export interface BeaconOutcome {
  status: 202 | 204 | 400 | 413 | 429 | 503;
  reason: BeaconReason;
  retryAfterSeconds?: number;
}

export interface BeaconRequest {
  /** The body as text, or null when it was larger than BEACON_MAX_BYTES. */
  body: string | null;
  headers: Pick<Headers, "get">;
  /** The client's limit key (an address); only a daily salted hash of it reaches the database. */
  client: string;
  /** This site's host, so its own pages are never counted as a referrer. */
  ownHost: string;
}

export interface BeaconDeps {
  prisma: () => Promise<PrismaClient>;
  /** Whether the request carries a valid admin session (the admin's own visits are not counted). */
  isAdmin: () => Promise<boolean>;
  /** The server's secret, salting the address's hash. */
  secret: string;
  now?: Date;
}

const ignored = (reason: BeaconReason): BeaconOutcome => ({ status: 204, reason });

/** The rate limit's key: the address hashed with the server's secret and the day, so the limits table never holds an
 *  address and a key cannot be followed from one day to the next. */
function limitKeyOf(client: string, secret: string, now: Date): string {
  return createHash("sha256")
    .update(`${secret}\u0000insight\u0000${now.toISOString().slice(0, 10)}\u0000${client}`)
    .digest("base64url");
}

/** One beacon: refused when too large or malformed, ignored (204, nothing stored) for Do-Not-Track, Global Privacy
 *  Control, robots and admins, limited per client, else stored (202). A database that fails or does not answer drops
 *  the beacon (503); the caller logs it. */
export async function handleBeacon(request: BeaconRequest, deps: BeaconDeps): Promise<BeaconOutcome> {
  if (request.body === null) return { status: 413, reason: "too-large" };
  if (optedOut(request.headers)) return ignored("opted-out");
  if (isBot(request.headers.get("user-agent"))) return ignored("bot");
  let json: unknown;
  try {
    json = JSON.parse(request.body);
  } catch {
    return { status: 400, reason: "invalid" };
  }
  const parsed = beaconSchema.safeParse(json);
  if (!parsed.success) return { status: 400, reason: "invalid" };
  if (await deps.isAdmin()) return ignored("admin");
  const now = deps.now ?? new Date();
  const prisma = await deps.prisma();
  const limit = await hit("insight", limitKeyOf(request.client, deps.secret, now), BEACONS_PER_MINUTE, 60_000, prisma);
  if (!limit.allowed) return { status: 429, reason: "rate-limited", retryAfterSeconds: limit.retryAfterSeconds };
  const beacon = parsed.data;
  if (beacon.kind === "view") await recordView(prisma, beacon, request.ownHost.toLowerCase(), now);
  else await recordVitals(prisma, beacon, now);
  return { status: 202, reason: "recorded" };
}
