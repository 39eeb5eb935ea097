import "server-only";
import type { PrismaClient } from "@/generated/prisma/client";
import type { ActionResult } from "@/lib/results/action-result";
import { hashPassword } from "@/lib/auth/password";
import { passwordWeakness } from "@/lib/auth/password-strength";
import { endAllSessions } from "@/lib/auth/revoke";
import { hit } from "@/lib/rate-limit";
import { mailConfigured } from "@/lib/outbox/mailer";
import { wakeOutbox } from "@/lib/outbox/schedule";
import { hashToken, newToken } from "./tokens";
import { queueMail, resetMail, resetPath, teamLink } from "./mail";
import { LINK_INVALID, resetPasswordSchema, resetRequestSchema } from "./schema";

/** A reset link works once, for 30 minutes. */
export const RESET_LIFETIME_MS = 30 * 60 * 1000;

/** How many reset e-mails one address (client) may ask for, and one account may receive, per window. */
export const RESET_LIMITS = {
  perClient: { limit: 5, windowMs: 15 * 60 * 1000 },
  perAccount: { limit: 3, windowMs: 60 * 60 * 1000 },
} as const;

/** The one answer to a request, whether an account has that address or not. */
export const RESET_REQUESTED =
  "If an account uses that address, a link to choose a new password is on its way. It works once, for 30 minutes.";

const resetTooOften = (seconds: number) =>
  `Too many reset requests from your network. Please try again in ${Math.ceil(seconds / 60)} minutes.`;

/** "Forgot your password?": answers the same whether the address has an account or not. A client may ask
 *  RESET_LIMITS.perClient times per window (then it is told to wait); an account gets at most RESET_LIMITS.perAccount
 *  links per window (requests past that get the same answer and send nothing). A link goes only to an active account,
 *  and only when SMTP is configured (the page says so otherwise). */
export async function requestPasswordReset(
  prisma: PrismaClient,
  raw: unknown,
  context: { ip: string; studio: string },
  now = new Date(),
): Promise<ActionResult<{ message: string }>> {
  const parsed = resetRequestSchema.safeParse(raw);
  if (!parsed.success)
    return { ok: false, code: "invalid", error: parsed.error.issues[0]?.message ?? "Enter your e-mail." };
  const { email } = parsed.data;
  const { perClient, perAccount } = RESET_LIMITS;
  const client = await hit("password-reset-client", context.ip, perClient.limit, perClient.windowMs, prisma);
  if (!client.allowed) return { ok: false, code: "invalid", error: resetTooOften(client.retryAfterSeconds) };
  const account = await hit("password-reset-account", email, perAccount.limit, perAccount.windowMs, prisma);
  const user = await prisma.user.findUnique({ where: { email, deactivatedAt: null }, select: { id: true } });
  if (user && account.allowed && mailConfigured()) {
    const { token, hash } = newToken();
    await prisma.$transaction(async (tx) => {
      await tx.passwordReset.create({
        data: { userId: user.id, tokenHash: hash, expiresAt: new Date(now.getTime() + RESET_LIFETIME_MS) },
      });
      await queueMail(tx, resetMail({ to: email, link: teamLink(resetPath, token), studio: context.studio }));
    });
    wakeOutbox();
  }
  return { ok: true, data: { message: RESET_REQUESTED } };
}

/** The reset a link names while it works, with its account's e-mail, or null. */
export async function openReset(prisma: Pick<PrismaClient, "passwordReset">, token: string, now = new Date()) {
  return prisma.passwordReset.findFirst({
    where: { tokenHash: hashToken(token), usedAt: null, expiresAt: { gt: now }, user: { deactivatedAt: null } },
    select: { id: true, userId: true, user: { select: { email: true } } },
  });
}

/** The reset page's "Set password": the link must work; the new password (strong enough) is stored, the link and every
 *  other open link of the account stop working, and every session of the account ends, in one transaction. */
export async function resetPassword(
  prisma: PrismaClient,
  raw: unknown,
  now = new Date(),
): Promise<ActionResult<{ email: string }>> {
  const parsed = resetPasswordSchema.safeParse(raw);
  if (!parsed.success) return { ok: false, code: "invalid", error: parsed.error.issues[0]?.message ?? LINK_INVALID };
  const reset = await openReset(prisma, parsed.data.token, now);
  if (!reset) return { ok: false, code: "invalid", error: LINK_INVALID };
  const email = reset.user.email;
  const weakness = passwordWeakness(parsed.data.password, [email, ...email.split(/[@.]/), "kairo", "labs", "admin"]);
  if (weakness) return { ok: false, code: "invalid", error: weakness, fieldErrors: { password: [weakness] } };
  const passwordHash = await hashPassword(parsed.data.password);
  return prisma.$transaction(async (tx) => {
    const { count } = await tx.passwordReset.updateMany({
      where: { id: reset.id, usedAt: null, expiresAt: { gt: now } },
      data: { usedAt: now },
    });
    if (count === 0) return { ok: false as const, code: "invalid" as const, error: LINK_INVALID };
    await tx.passwordReset.updateMany({ where: { userId: reset.userId, usedAt: null }, data: { usedAt: now } });
    await tx.user.update({ where: { id: reset.userId }, data: { passwordHash } });
    await endAllSessions(tx, email);
    await tx.auditLog.create({
      data: { actorEmail: email, action: "reset-password", entity: "user", entityId: email },
    });
    return { ok: true as const, data: { email } };
  });
}
