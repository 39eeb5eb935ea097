"use server";

import QRCode from "qrcode";
import { adminAction, type AdminContext } from "@/lib/admin/action";
import { AdminActionError } from "@/lib/results/action-result";
import { notFound } from "@/lib/results/stale";
import {
  changePasswordSchema,
  currentPasswordSchema,
  disableTwoFactorSchema,
  sessionIdSchema,
  totpCodeSchema,
} from "@/lib/auth/account-schema";
import { hashPassword } from "@/lib/auth/password";
import { passwordWeakness } from "@/lib/auth/password-strength";
import { endOtherSessions, endSession } from "@/lib/auth/session-records";
import { acceptedTotpStep, hashRecoveryCode, newRecoveryCodes, newTotpSecret, totpUri } from "@/lib/auth/two-factor";
import { INVALID_CODE_MESSAGE } from "@/lib/auth/two-factor-messages";
import { readSiteSettings } from "@/lib/settings/store";
import { reauthenticatedAction } from "../reauthenticated";

const invalid = (message: string) => new AdminActionError(message, "invalid");

/** The signed-in account and its session, as the work of an account action needs them. */
async function account({ session, prisma }: AdminContext) {
  if (!session.userId || !session.sessionId)
    throw new AdminActionError("Your session has ended. Please sign in again.", "unauthorized");
  const user = await prisma.user.findUnique({ where: { id: session.userId } });
  if (!user) throw new AdminActionError("Your session has ended. Please sign in again.", "unauthorized");
  return { user, sessionId: session.sessionId };
}

/** Changes the password (the current one asked again and counted as a sign-in: lib/account/reauthenticated.ts; the new
 *  one strong enough) and signs out every other session of the account at once; this one stays signed in. */
export const changePasswordAction = reauthenticatedAction(changePasswordSchema, async ({ newPassword }, ctx) => {
  const { user, sessionId } = await account(ctx);
  const weakness = passwordWeakness(newPassword, [user.email, ...user.email.split(/[@.]/), "kairo", "labs", "admin"]);
  if (weakness) throw invalid(weakness);
  await ctx.prisma.user.update({ where: { id: user.id }, data: { passwordHash: await hashPassword(newPassword) } });
  const ended = await endOtherSessions(ctx.prisma, user.id, sessionId);
  return { data: { ended }, audit: { action: "change-password", entity: "user", entityId: user.email }, tags: [] };
});

/** Signs out one session of the account (another device, or this one). */
export const endSessionAction = adminAction("account.self", sessionIdSchema, async ({ id }, ctx) => {
  const { user } = await account(ctx);
  if (!(await endSession(ctx.prisma, user.id, id))) throw notFound("That session has already ended.");
  return { data: undefined, audit: { action: "end-session", entity: "user", entityId: user.email }, tags: [] };
});

/** Starts two-factor setup (the current password asked again, counted as a sign-in): a new secret (not yet in force)
 *  and its QR code for the authenticator app. */
export const startTwoFactorAction = reauthenticatedAction(currentPasswordSchema, async (_, ctx) => {
  const { user } = await account(ctx);
  if (user.totpEnabledAt) throw invalid("Two-factor sign-in is already on.");
  const secret = newTotpSecret();
  await ctx.prisma.user.update({ where: { id: user.id }, data: { totpSecret: secret, totpLastStep: null } });
  const { settings } = await readSiteSettings(ctx.prisma);
  const qrSvg = await QRCode.toString(totpUri(secret, user.email, settings.name), { type: "svg", margin: 1 });
  return {
    data: { secret, qrSvg },
    audit: { action: "start-two-factor", entity: "user", entityId: user.email },
    tags: [],
  };
});

/** Turns two-factor sign-in on once a code of the new secret checks out, and answers the recovery codes: shown this
 *  once, stored hashed. Every other session of the account ends (they began without the second factor). */
export const confirmTwoFactorAction = adminAction("account.self", totpCodeSchema, async ({ code }, ctx) => {
  const { user, sessionId } = await account(ctx);
  if (!user.totpSecret || user.totpEnabledAt) throw invalid("Start the setup again.");
  const step = await acceptedTotpStep(user.totpSecret, code, null);
  if (step === null) throw invalid(INVALID_CODE_MESSAGE);
  const codes = newRecoveryCodes();
  await ctx.prisma.user.update({ where: { id: user.id }, data: { totpEnabledAt: new Date(), totpLastStep: step } });
  await ctx.prisma.recoveryCode.deleteMany({ where: { userId: user.id } });
  await ctx.prisma.recoveryCode.createMany({
    data: codes.map((c) => ({ userId: user.id, codeHash: hashRecoveryCode(c) })),
  });
  const ended = await endOtherSessions(ctx.prisma, user.id, sessionId);
  return {
    data: { recoveryCodes: codes, ended },
    audit: { action: "enable-two-factor", entity: "user", entityId: user.email },
    tags: [],
  };
});

/** Turns two-factor sign-in off: the current password and a code from the authenticator app (or an unused recovery
 *  code) asked again, counted as a sign-in, so a stolen session alone cannot do it. Deletes the recovery codes and ends
 *  every other session of the account. */
export const disableTwoFactorAction = reauthenticatedAction(disableTwoFactorSchema, async (_, ctx) => {
  const { user, sessionId } = await account(ctx);
  if (!user.totpEnabledAt) throw invalid("Two-factor sign-in is already off.");
  await ctx.prisma.user.update({
    where: { id: user.id },
    data: { totpSecret: null, totpEnabledAt: null, totpLastStep: null },
  });
  await ctx.prisma.recoveryCode.deleteMany({ where: { userId: user.id } });
  const ended = await endOtherSessions(ctx.prisma, user.id, sessionId);
  return { data: { ended }, audit: { action: "disable-two-factor", entity: "user", entityId: user.email }, tags: [] };
});
