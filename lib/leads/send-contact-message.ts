"use server";

import { headers } from "next/headers";
import { db } from "@/lib/db";
import { optedOut } from "@/lib/insight/exclusion";
import { runtimeSiteUrl } from "@/lib/settings/defaults";
import { clientIp } from "./client-ip";
import { handleContactMessage } from "./contact";
import { leadNotice } from "./notice";
import type { ContactFormState } from "./schema";

/** Server action of the contact form "Send Us a Message" (works without JavaScript through <form action>). */
export async function sendContactMessage(_previous: ContactFormState, form: FormData): Promise<ContactFormState> {
  return handleContactMessage(form, {
    prisma: await db(),
    ip: await clientIp(),
    forwardUrl: process.env.FORM_FORWARD_URL?.trim() || undefined,
    origin: runtimeSiteUrl(),
    optedOut: optedOut(await headers()),
    notice: await leadNotice(),
  });
}
