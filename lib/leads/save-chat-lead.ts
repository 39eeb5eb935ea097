"use server";

import { headers } from "next/headers";
import { db } from "@/lib/db";
import { optedOut } from "@/lib/insight/exclusion";
import { clientIp } from "./client-ip";
import { handleChatLead } from "./chat";
import { leadNotice } from "./notice";
import { runtimeSiteUrl } from "@/lib/settings/defaults";
import { logger } from "@/lib/log/logger";

const log = logger("leads");

/** Server action of the chat helper: a "talk to a human" conversation that left an e-mail address. */
export async function saveChatLead(input: {
  email: string;
  transcript: string;
  page?: string;
  visit?: string;
}): Promise<{ ok: boolean }> {
  try {
    return await handleChatLead(input, {
      prisma: await db(),
      ip: await clientIp(),
      notice: await leadNotice(),
      origin: runtimeSiteUrl(),
      optedOut: optedOut(await headers()),
    });
  } catch (error) {
    log.error({ err: error }, "could not store the chat hand-off");
    return { ok: false };
  }
}
