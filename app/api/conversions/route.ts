import { NextResponse, type NextRequest } from "next/server";
import { db } from "@/lib/db";
import { hit } from "@/lib/conversions/rate-limit";
import { recordConversion } from "@/lib/conversions/record";
import { CONVERSIONS_PER_MINUTE } from "@/lib/conversions/schema";

/** Records one click of the shared conversion action (speaksify-demo, speaksify-trial, speaksify-demo-final,
 *  design-consultation). Rate limited per client address; the address is never stored. */
export async function POST(request: NextRequest) {
  const client = request.headers.get("x-forwarded-for")?.split(",")[0]?.trim() || request.headers.get("x-real-ip") || "local";
  const limit = hit("conversions", client, CONVERSIONS_PER_MINUTE, 60_000);
  if (!limit.allowed) {
    return NextResponse.json({ error: "Too many requests" }, {
      status: 429, headers: { "Retry-After": String(Math.ceil(limit.retryAfterMs / 1000)) },
    });
  }
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return NextResponse.json({ error: "Expected a JSON body" }, { status: 400 });
  }
  try {
    const result = await recordConversion(await db(), body);
    if (!result.ok) return NextResponse.json({ error: result.error }, { status: 400 });
    return NextResponse.json({ recorded: true, action: result.action }, { status: 201 });
  } catch (error) {
    console.error("Could not record the conversion:", error);
    return NextResponse.json({ error: "Could not record the conversion" }, { status: 500 });
  }
}
