import { type NextRequest } from "next/server";
import { db } from "@/lib/db";
import { routeSession } from "@/lib/admin/action";
import { ipFromHeaders } from "@/lib/leads/client-ip";
import { hasSessionCookie } from "@/lib/insight/exclusion";
import { handleBeacon } from "@/lib/insight/handle";
import { readBodyLimited } from "@/lib/insight/read-body";
import { BEACON_MAX_BYTES } from "@/lib/insight/shape";
import { withTimeout } from "@/lib/timeout";
import { logger } from "@/lib/log/logger";

const log = logger("insight");
const DATABASE_WAIT_MS = 2000;
let lastOutageLog = 0;

/** The insight beacon: a page view or a page load's Core Web Vitals, without cookies or personal data
 *  (lib/insight/handle.ts). The browser ignores the answer; a database outage drops the beacon, never the page. */
export async function POST(request: NextRequest) {
  const body = await readBodyLimited(request, BEACON_MAX_BYTES);
  try {
    const outcome = await handleBeacon(
      {
        body,
        headers: request.headers,
        client: ipFromHeaders(request.headers),
        ownHost: (request.headers.get("host") ?? "").replace(/:\d+$/, ""),
      },
      {
        prisma: () => withTimeout(db(), DATABASE_WAIT_MS),
        isAdmin: async () =>
          hasSessionCookie(request.headers) && (await withTimeout(routeSession(request), DATABASE_WAIT_MS)) !== null,
        secret: process.env.NEXTAUTH_SECRET ?? "",
      },
    );
    const headers: Record<string, string> = { "cache-control": "no-store" };
    if (outcome.retryAfterSeconds) headers["retry-after"] = String(outcome.retryAfterSeconds);
    return new Response(null, { status: outcome.status, headers });
  } catch (error) {
    // One line a minute while the database is away, not one per visitor's page.
    if (Date.now() - lastOutageLog > 60_000) {
      lastOutageLog = Date.now();
      log.warn({ err: error }, "insight beacon dropped: the database did not answer");
    }
    return new Response(null, { status: 503, headers: { "cache-control": "no-store" } });
  }
}
