import { NextResponse, type NextRequest } from "next/server";
import { db } from "@/lib/db";
import { handleSearch } from "@/lib/search/handle";
import { SEARCH_UNAVAILABLE } from "@/lib/search/schema";
import { ipFromHeaders } from "@/lib/leads/client-ip";
import { logger } from "@/lib/log/logger";

const log = logger("search");
const PRIVATE = { "Cache-Control": "private, no-store" };

/** The search palette's results: GET /api/search?q=… (add record=1 when the visitor chose a result, so the
 *  search is counted for the dashboard). 400 for a query past its length, 429 with Retry-After past the limit. */
export async function GET(request: NextRequest) {
  const params = request.nextUrl.searchParams;
  try {
    const outcome = await handleSearch(await db(), ipFromHeaders(request.headers), params.get("q"), {
      record: params.get("record") === "1",
    });
    if (outcome.status === 200) return NextResponse.json(outcome.results, { headers: PRIVATE });
    const headers = outcome.status === 429 ? { ...PRIVATE, "Retry-After": String(outcome.retryAfterSeconds) } : PRIVATE;
    return NextResponse.json({ error: outcome.error }, { status: outcome.status, headers });
  } catch (error) {
    log.error({ err: error }, "search failed");
    return NextResponse.json({ error: SEARCH_UNAVAILABLE }, { status: 503, headers: PRIVATE });
  }
}
