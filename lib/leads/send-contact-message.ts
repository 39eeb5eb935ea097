"use server";

import { site } from "@/content/settings";
import { db } from "@/lib/db";
import { clientIp } from "./client-ip";
import { handleContactMessage } from "./contact";
import { leadNotice } from "./notice";
import type { ContactFormState } from "./schema";

/** Server action of the contact form "Send Us a Message" (works without JavaScript through <form action>). */
export async function sendContactMessage(_previous: ContactFormState, form: FormData): Promise<ContactFormState> {
  return handleContactMessage(form, {
    prisma: await db(), ip: await clientIp(), forwardUrl: site.formForwardUrl, origin: site.siteUrl, notice: leadNotice(),
  });
}
