import { NextResponse, type NextRequest } from "next/server";
import { db } from "@/lib/db";
import { handleConversion } from "@/lib/conversions/handle";
import { ipFromHeaders } from "@/lib/leads/client-ip";
import { logger } from "@/lib/log/logger";
import { readJson } from "@/lib/security/read-body";

const log = logger("conversions");

/** Records one click of the shared conversion action (speaksify-demo, speaksify-trial, speaksify-demo-final,
 *  design-consultation). Rate limited per client address in the database; the address is never stored with the event.
 *  The body is read only up to its limit (lib/security/body-limits.mjs: 4 KB), else 413. */
export async function POST(request: NextRequest) {
  const client = ipFromHeaders(request.headers);
  const body = await readJson(request);
  if ("answer" in body) return body.answer;
  try {
    const response = await handleConversion(await db(), client, body.value);
    return NextResponse.json(response.body, { status: response.status, headers: response.headers });
  } catch (error) {
    log.error({ err: error }, "could not record the conversion");
    return NextResponse.json({ error: "Could not record the conversion" }, { status: 500 });
  }
}
