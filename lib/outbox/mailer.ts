import "server-only";
import nodemailer from "nodemailer";

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
}

/** Sends one message or throws; the outbox retries what throws. */
export type SendMail = (mail: OutgoingMail) => Promise<void>;

/** Messages whose body holds a one-time link (team invitations, password resets): once sent, the outbox keeps no copy
 *  of the link (lib/outbox/worker.ts). */
export const LINK_MAIL_KINDS: readonly string[] = ["invitation", "password-reset"];
export const SENT_LINK_BODY = "(sent; the one-time link it held is not kept)";

/** Whether notification e-mails are sent at all: without SMTP_URL the lead inbox alone is used. */
export const mailConfigured = (env: Record<string, string | undefined> = process.env) => Boolean(env.SMTP_URL?.trim());

/** The sender address: SMTP_FROM, or no-reply at the site's host. */
function senderAddress(env: Record<string, string | undefined> = process.env): string {
  if (env.SMTP_FROM?.trim()) return env.SMTP_FROM.trim();
  const host = new URL(env.NEXT_PUBLIC_SITE_URL || "http://localhost").hostname;
  return `Kairo Labs website <no-reply@${host.includes(".") ? host : `${host}.localdomain`}>`;
}

/** An SMTP sender for `SMTP_URL` (smtp://user:pass@host:587, smtps://… for TLS from the start), with timeouts so a
 *  hanging server fails the attempt instead of holding the worker. */
export function smtpSender(url: string, from = senderAddress()): SendMail {
  const transport = nodemailer.createTransport(
    { url, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 },
    { from },
  );
  return async (mail) => {
    await transport.sendMail({ to: mail.to, subject: mail.subject, text: mail.text });
  };
}
