"use server";

import { db } from "@/lib/db";
import { clientIp } from "./client-ip";
import { handleChatLead } from "./chat";
import { leadNotice } from "./notice";
import { site } from "@/content/settings";
import { logger } from "@/lib/log/logger";

const log = logger("leads");

/** Server action of the chat helper: a "talk to a human" conversation that left an e-mail address. */
export async function saveChatLead(input: { email: string; transcript: string; page?: string }): Promise<{ ok: boolean }> {
  try {
    return await handleChatLead(input, { prisma: await db(), ip: await clientIp(), notice: leadNotice(), origin: site.siteUrl });
  } catch (error) {
    log.error({ err: error }, "could not store the chat hand-off");
    return { ok: false };
  }
}
