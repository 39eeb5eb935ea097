import "server-only";
import type { PrismaClient } from "@/generated/prisma/client";
import { hit } from "@/lib/rate-limit";
import { storeLead, type LeadNotice } from "./store-lead";
import { CONTACT_RATE_LIMIT, chatLeadSchema } from "./schema";
import { attributionFor } from "@/lib/insight/attribution";
import { logger } from "@/lib/log/logger";

const log = logger("leads");

/** Stores a chat hand-off ("talk to a human" with an e-mail address) as a Lead with source "chat". */
export async function handleChatLead(
  input: unknown,
  context: { prisma: PrismaClient; ip: string; notice?: LeadNotice; origin?: string; optedOut?: boolean },
): Promise<{ ok: boolean }> {
  const parsed = chatLeadSchema.safeParse(input);
  if (!parsed.success) return { ok: false };
  const limit = await hit("chat", context.ip, CONTACT_RATE_LIMIT.limit, CONTACT_RATE_LIMIT.windowMs, context.prisma);
  if (!limit.allowed) return { ok: false };
  const { email, transcript, page, visit } = parsed.data;
  const attribution = await attributionFor(context.prisma, visit, context.optedOut ?? false, (error) =>
    log.warn({ err: error }, "could not read the lead's visit"),
  );
  await storeLead(
    context.prisma,
    {
      source: "chat",
      firstName: "Chat",
      lastName: "visitor",
      email,
      subject: "Chat: talk to a human",
      message: transcript,
      page: page ?? null,
      ...attribution,
    },
    context.notice,
    context.origin ?? "",
  );
  return { ok: true };
}
