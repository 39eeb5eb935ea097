"use server";

import { adminAction } from "@/lib/admin/action";
import { AdminActionError } from "@/lib/results/action-result";
import { setTwoFactorRequired } from "@/lib/access/two-factor-policy";
import { wakeOutbox } from "@/lib/outbox/schedule";
import { readSiteSettings } from "@/lib/settings/store";
import { createInvitation } from "@/lib/team/invitations";
import { changeRole, deactivate, handOver, reactivate } from "@/lib/team/members";
import {
  invitationIdSchema,
  inviteSchema,
  roleChangeSchema,
  twoFactorPolicySchema,
  userIdSchema,
} from "@/lib/team/schema";
import { notFound } from "@/lib/results/stale";

const audit = (action: string, email: string) => ({ action, entity: "user", entityId: email });

/** Invite a colleague: a one-time link valid 72 hours, e-mailed through the outbox when SMTP is configured; the answer
 *  holds the link for the page to offer as a copy. */
export const inviteMemberAction = adminAction("users.manage", inviteSchema, async ({ email, role }, ctx) => {
  const { settings } = await readSiteSettings(ctx.prisma);
  const invitation = await createInvitation(ctx.prisma, {
    email,
    role,
    invitedBy: ctx.session.name?.trim() || ctx.session.email,
    studio: settings.name,
  });
  return {
    data: { link: invitation.link, expiresAt: invitation.expiresAt.toISOString(), mailed: invitation.mailed },
    audit: audit(`invite-${role}`, email),
    tags: [],
    after: invitation.mailed ? wakeOutbox : undefined,
  };
});

/** Withdraws an open invitation: its link stops working. */
export const revokeInvitationAction = adminAction("users.manage", invitationIdSchema, async ({ id }, ctx) => {
  const invitation = await ctx.prisma.invitation.findUnique({ where: { id } });
  const { count } = await ctx.prisma.invitation.updateMany({
    where: { id, acceptedAt: null, revokedAt: null },
    data: { revokedAt: new Date() },
  });
  if (!invitation || count === 0) throw notFound("This invitation was already accepted or withdrawn.");
  return { data: undefined, audit: audit("revoke-invitation", invitation.email), tags: [] };
});

export const changeRoleAction = adminAction("users.manage", roleChangeSchema, async ({ userId, role }, ctx) => {
  const email = await changeRole(ctx.prisma, ctx.session.userId, userId, role);
  return { data: undefined, audit: audit(`role-${role}`, email), tags: [] };
});

/** Deactivate: signs the account out everywhere at once; its content and audit entries stay. */
export const deactivateMemberAction = adminAction("users.manage", userIdSchema, async ({ userId }, ctx) => {
  const email = await deactivate(ctx.prisma, ctx.session.userId, userId);
  return { data: undefined, audit: audit("deactivate", email), tags: [] };
});

export const reactivateMemberAction = adminAction("users.manage", userIdSchema, async ({ userId }, ctx) => {
  const email = await reactivate(ctx.prisma, ctx.session.userId, userId);
  return { data: undefined, audit: audit("reactivate", email), tags: [] };
});

/** Transfer ownership: that member becomes the owner, and the owner who asks an editor. */
export const transferOwnershipAction = adminAction("users.manage", userIdSchema, async ({ userId }, ctx) => {
  const email = await handOver(ctx.prisma, ctx.session.userId, userId);
  return { data: undefined, audit: audit("transfer-ownership", email), tags: [] };
});

/** Requires (or stops requiring) two-factor sign-in of every account; the owner turns it on for their own first. */
export const setTwoFactorPolicyAction = adminAction(
  "users.manage",
  twoFactorPolicySchema,
  async ({ required }, ctx) => {
    if (required && !ctx.session.twoFactor)
      throw new AdminActionError(
        "Turn on two-factor sign-in for your own account first (Account), so you are not locked out of this page.",
        "invalid",
      );
    await setTwoFactorRequired(ctx.prisma, required);
    return {
      data: undefined,
      audit: { action: required ? "require-two-factor" : "stop-requiring-two-factor", entity: "settings" },
      tags: [],
    };
  },
);
