import "server-only";
import type { Prisma, PrismaClient } from "@/generated/prisma/client";
import { AdminActionError, type ActionResult } from "@/lib/results/action-result";
import { hashPassword } from "@/lib/auth/password";
import { passwordWeakness } from "@/lib/auth/password-strength";
import { mailConfigured } from "@/lib/outbox/mailer";
import type { AssignableRole } from "@/lib/access/roles";
import { lockTeam } from "./owner";
import { hashToken, newToken } from "./tokens";
import { invitationMail, invitationPath, queueMail, teamLink } from "./mail";
import { acceptInvitationSchema, LINK_INVALID } from "./schema";

/** An invitation's link works once, for 72 hours. */
export const INVITATION_LIFETIME_MS = 72 * 60 * 60 * 1000;

type Tx = Prisma.TransactionClient;

const open = (now: Date) => ({ acceptedAt: null, revokedAt: null, expiresAt: { gt: now } });

/** Invites `email` as `role`: a new link (any earlier open invitation of that address stops working), e-mailed through
 *  the outbox when SMTP is configured. Answers the link, which the owner's page offers to copy. */
export async function createInvitation(
  tx: Tx,
  input: { email: string; role: AssignableRole; invitedBy: string; studio: string },
  now = new Date(),
): Promise<{ id: string; link: string; expiresAt: Date; mailed: boolean }> {
  await lockTeam(tx);
  const existing = await tx.user.findUnique({ where: { email: input.email }, select: { deactivatedAt: true } });
  if (existing)
    throw new AdminActionError(
      existing.deactivatedAt
        ? `${input.email} has a deactivated account: reactivate it in the list instead.`
        : `${input.email} is already in the team: change its role in the list instead.`,
      "invalid",
    );
  await tx.invitation.updateMany({ where: { email: input.email, ...open(now) }, data: { revokedAt: now } });
  const { token, hash } = newToken();
  const expiresAt = new Date(now.getTime() + INVITATION_LIFETIME_MS);
  const invitation = await tx.invitation.create({
    data: { email: input.email, role: input.role, tokenHash: hash, invitedBy: input.invitedBy, expiresAt },
  });
  const link = teamLink(invitationPath, token);
  const mailed = mailConfigured();
  if (mailed) await queueMail(tx, invitationMail({ ...input, to: input.email, link }));
  return { id: invitation.id, link, expiresAt, mailed };
}

/** The open invitation a link names, or null (unknown, used, revoked, expired). */
export async function openInvitation(prisma: Pick<PrismaClient, "invitation">, token: string, now = new Date()) {
  return prisma.invitation.findFirst({
    where: { tokenHash: hashToken(token), ...open(now) },
    select: { id: true, email: true, role: true, invitedBy: true, expiresAt: true },
  });
}

/** The invitation page's "Create account": the link must be open; the account is created with the invitation's role
 *  and the password chosen (strong enough), and the link stops working, in one transaction. */
export async function acceptInvitation(
  prisma: PrismaClient,
  raw: unknown,
  now = new Date(),
): Promise<ActionResult<{ email: string }>> {
  const parsed = acceptInvitationSchema.safeParse(raw);
  if (!parsed.success) return { ok: false, code: "invalid", error: parsed.error.issues[0]?.message ?? LINK_INVALID };
  const { token, name, password } = parsed.data;
  const invitation = await openInvitation(prisma, token, now);
  if (!invitation) return { ok: false, code: "invalid", error: LINK_INVALID };
  const weakness = passwordWeakness(password, [invitation.email, ...invitation.email.split(/[@.]/), name]);
  if (weakness) return { ok: false, code: "invalid", error: weakness, fieldErrors: { password: [weakness] } };
  const passwordHash = await hashPassword(password);
  return prisma.$transaction(async (tx) => {
    await lockTeam(tx);
    const { count } = await tx.invitation.updateMany({
      where: { id: invitation.id, ...open(now) },
      data: { acceptedAt: now },
    });
    const taken = await tx.user.findUnique({ where: { email: invitation.email }, select: { id: true } });
    if (count === 0 || taken) return { ok: false as const, code: "invalid" as const, error: LINK_INVALID };
    await tx.user.create({ data: { email: invitation.email, name, passwordHash, role: invitation.role } });
    await tx.auditLog.create({
      data: { actorEmail: invitation.email, action: "accept-invitation", entity: "user", entityId: invitation.email },
    });
    return { ok: true as const, data: { email: invitation.email } };
  });
}
