import { NextResponse, type NextRequest } from "next/server";
import { db } from "@/lib/db";
import { handleConversion } from "@/lib/conversions/handle";
import { ipFromHeaders } from "@/lib/leads/client-ip";
import { logger } from "@/lib/log/logger";

const log = logger("conversions");

/** Records one click of the shared conversion action (speaksify-demo, speaksify-trial, speaksify-demo-final,
 *  design-consultation). Rate limited per client address in the database; the address is never stored with the event. */
export async function POST(request: NextRequest) {
  const client = ipFromHeaders(request.headers);
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    body = undefined;
  }
  try {
    const response = await handleConversion(await db(), client, body);
    return NextResponse.json(response.body, { status: response.status, headers: response.headers });
  } catch (error) {
    log.error({ err: error }, "could not record the conversion");
    return NextResponse.json({ error: "Could not record the conversion" }, { status: 500 });
  }
}
