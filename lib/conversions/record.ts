import "server-only";
import type { PrismaClient } from "@/generated/prisma/client";
import { conversionInput } from "./schema";

export type RecordResult = { ok: true; id: string; action: string } | { ok: false; error: string };

/** Validates a conversion click and stores one ConversionEvent {action, page, createdAt}; no personal data. */
export async function recordConversion(prisma: PrismaClient, input: unknown): Promise<RecordResult> {
  const parsed = conversionInput.safeParse(input);
  if (!parsed.success) return { ok: false, error: "Unknown conversion action or page" };
  const event = await prisma.conversionEvent.create({ data: parsed.data, select: { id: true, action: true } });
  return { ok: true, id: event.id, action: event.action };
}
