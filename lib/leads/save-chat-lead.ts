"use server";

import { db } from "@/lib/db";
import { clientIp } from "./client-ip";
import { handleChatLead } from "./chat";

/** Server action of the chat helper: a "talk to a human" conversation that left an e-mail address. */
export async function saveChatLead(input: { email: string; transcript: string; page?: string }): Promise<{ ok: boolean }> {
  try {
    return await handleChatLead(input, { prisma: await db(), ip: await clientIp() });
  } catch (error) {
    console.error("[leads] could not store the chat hand-off:", error);
    return { ok: false };
  }
}
