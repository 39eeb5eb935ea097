import type { Prisma } from "@/generated/prisma/client";

type Tx = Prisma.TransactionClient;

/** The first key of the team's advisory lock: changes to roles and accounts run one at a time, so two of them at once
 *  can never leave the team with no owner or two. */
const TEAM_LOCK = 72_021_064;

export async function lockTeam(tx: Tx): Promise<void> {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(${TEAM_LOCK}::int, 0)`;
}

/** The owner's account, if any (an installation from before roles gets one from its migration or first start). */
export const findOwner = (tx: Pick<Tx, "user">) =>
  tx.user.findFirst({ where: { role: "owner" }, select: { id: true, email: true } });

/** Makes `toId` the owner and the previous owner an editor, in the caller's transaction (under lockTeam). */
export async function transferOwnership(tx: Tx, toId: string): Promise<{ from: string | null; to: string }> {
  const owner = await findOwner(tx);
  if (owner?.id === toId) return { from: owner.email, to: owner.email };
  if (owner) await tx.user.update({ where: { id: owner.id }, data: { role: "editor" } });
  const to = await tx.user.update({ where: { id: toId }, data: { role: "owner", deactivatedAt: null } });
  return { from: owner?.email ?? null, to: to.email };
}
