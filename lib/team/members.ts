import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import { AdminActionError } from "@/lib/results/action-result";
import { notFound } from "@/lib/results/stale";
import { endAllSessions } from "@/lib/auth/revoke";
import type { AssignableRole } from "@/lib/access/roles";
import { lockTeam, transferOwnership } from "./owner";

type Tx = Prisma.TransactionClient;

const invalid = (message: string) => new AdminActionError(message, "invalid");
const NO_LONGER_OWNER = "Only the owner manages the team, and you are no longer the owner.";
export const OWNER_STAYS =
  "There is always exactly one owner: make someone else the owner first (Transfer ownership), then change this account.";

/** Takes the team's lock and reads the member, after checking under the lock that the one asking is still the owner
 *  (two transfers sent at once: the second finds its sender an editor). */
async function member(tx: Tx, userId: string, actorId: string | undefined) {
  await lockTeam(tx);
  const actor = actorId ? await tx.user.findUnique({ where: { id: actorId }, select: { role: true } }) : null;
  if (actor?.role !== "owner") throw new AdminActionError(NO_LONGER_OWNER, "forbidden");
  const user = await tx.user.findUnique({ where: { id: userId } });
  if (!user) throw notFound("This account no longer exists.");
  return user;
}

/** A new role for a member other than the owner (whose role changes only by a transfer). */
export async function changeRole(tx: Tx, actorId: string | undefined, userId: string, role: AssignableRole) {
  const user = await member(tx, userId, actorId);
  if (user.role === "owner") throw invalid(OWNER_STAYS);
  await tx.user.update({ where: { id: userId }, data: { role } });
  return user.email;
}

/** Deactivates a member (never the owner): every session ends at once and its open reset links stop working; what it
 *  wrote and its audit entries stay. */
export async function deactivate(tx: Tx, actorId: string | undefined, userId: string, now = new Date()) {
  const user = await member(tx, userId, actorId);
  if (user.role === "owner") throw invalid(OWNER_STAYS);
  await tx.user.update({ where: { id: userId }, data: { deactivatedAt: user.deactivatedAt ?? now } });
  await endAllSessions(tx, user.email);
  await tx.passwordReset.updateMany({ where: { userId, usedAt: null }, data: { usedAt: now } });
  return user.email;
}

export async function reactivate(tx: Tx, actorId: string | undefined, userId: string) {
  const user = await member(tx, userId, actorId);
  await tx.user.update({ where: { id: userId }, data: { deactivatedAt: null } });
  return user.email;
}

/** Makes an active member the owner; the owner who asks becomes an editor. */
export async function handOver(tx: Tx, actorId: string | undefined, userId: string) {
  const user = await member(tx, userId, actorId);
  if (user.deactivatedAt) throw invalid("Reactivate this account before making it the owner.");
  if (user.role === "owner") throw invalid("This account is already the owner.");
  return (await transferOwnership(tx, userId)).to;
}
