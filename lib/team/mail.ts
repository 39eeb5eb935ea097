import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import { runtimeSiteUrl } from "@/lib/settings/defaults";

/** The address of a team page with a token, on the site's configured origin (never the request's Host header, which a
 *  client chooses). */
export const teamLink = (path: string, token: string) => `${runtimeSiteUrl()}${path}/${token}`;

export const invitationPath = "/admin/login/invite";
export const resetPath = "/admin/login/reset";

export function invitationMail(input: { to: string; link: string; role: string; invitedBy: string; studio: string }) {
  return {
    kind: "invitation",
    recipient: input.to,
    subject: `You are invited to the ${input.studio} admin`.slice(0, 250),
    body: [
      `${input.invitedBy} invited you to the ${input.studio} admin as ${input.role}.`,
      "",
      `Accept and choose your password (the link works once, for 72 hours):`,
      input.link,
      "",
      "If you did not expect this, ignore this message.",
    ].join("\n"),
  };
}

export function resetMail(input: { to: string; link: string; studio: string }) {
  return {
    kind: "password-reset",
    recipient: input.to,
    subject: `Reset your ${input.studio} admin password`.slice(0, 250),
    body: [
      "Someone (we hope you) asked to reset the password of this admin account.",
      "",
      "Choose a new password here (the link works once, for 30 minutes; using it signs out every session):",
      input.link,
      "",
      "If you did not ask, ignore this message: your password stays as it is.",
    ].join("\n"),
  };
}

/** Queues a message of LINK_MAIL_KINDS (lib/outbox: its link is not kept once sent) in the caller's transaction; the
 *  caller wakes the outbox after the commit. */
export async function queueMail(tx: Prisma.TransactionClient, mail: ReturnType<typeof resetMail>): Promise<void> {
  await tx.outboxMessage.create({ data: mail });
}
