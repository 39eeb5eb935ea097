import "server-only";
import type { PrismaClient } from "@/generated/prisma/client";
import { hit } from "@/lib/rate-limit";
import { recordConversion } from "./record";
import { CONVERSIONS_PER_MINUTE } from "./schema";

export interface ConversionResponse {
  status: 201 | 400 | 429;
  body: { recorded: true; action: string } | { error: string };
  headers?: Record<string, string>;
}

/** One click of the shared conversion action from `client` (an address, never stored with the event):
 *  refused with 429 and Retry-After past CONVERSIONS_PER_MINUTE hits a minute (counted in the database, so the
 *  limit holds across processes), 400 for an unknown action or any extra field, else one stored event. */
export async function handleConversion(
  prisma: PrismaClient,
  client: string,
  body: unknown,
): Promise<ConversionResponse> {
  const limit = await hit("conversions", client, CONVERSIONS_PER_MINUTE, 60_000, prisma);
  if (!limit.allowed) {
    return {
      status: 429,
      body: { error: "Too many requests" },
      headers: { "Retry-After": String(limit.retryAfterSeconds) },
    };
  }
  const result = await recordConversion(prisma, body);
  if (!result.ok) return { status: 400, body: { error: result.error } };
  return { status: 201, body: { recorded: true, action: result.action } };
}
