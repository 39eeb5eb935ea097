import type { PrismaClient } from "@/generated/prisma/client";
import { endAllSessions } from "@/lib/auth/revoke";
import type { Role } from "@/lib/access/roles";
import { findOwner, lockTeam, transferOwnership } from "./owner";

export class ProvisionError extends Error {}

export interface Provisioned {
  created: boolean;
  role: Role;
  /** The previous owner, when this made another account the owner. */
  previousOwner?: string;
  reactivated: boolean;
}

/** `npm run admin:create -- <email> [--role <role>]`: creates the account (the owner when the team has none, else an
 *  editor, unless a role is given), or sets the password of an existing one, ends its sessions and reactivates it.
 *  `--role owner` transfers ownership to it (the previous owner becomes an editor); the owner keeps its role unless
 *  another account is made the owner. One transaction, audited as "cli". */
export async function provisionAccount(
  prisma: PrismaClient,
  input: { email: string; passwordHash: string; role?: Role },
): Promise<Provisioned> {
  return prisma.$transaction(async (tx) => {
    await lockTeam(tx);
    const { email, passwordHash, role } = input;
    const existing = await tx.user.findUnique({ where: { email } });
    const owner = await findOwner(tx);
    if (existing?.role === "owner" && role && role !== "owner")
      throw new ProvisionError(
        `${email} is the owner: make another account the owner first (npm run admin:create -- <email> --role owner).`,
      );
    const wanted: Role = role ?? (existing ? (existing.role as Role) : owner ? "editor" : "owner");
    const user = existing
      ? await tx.user.update({
          where: { email },
          data: { passwordHash, deactivatedAt: null, ...(wanted === "owner" ? {} : { role: wanted }) },
        })
      : await tx.user.create({ data: { email, passwordHash, role: wanted === "owner" ? "editor" : wanted } });
    let previousOwner: string | undefined;
    if (wanted === "owner") {
      const moved = await transferOwnership(tx, user.id);
      if (moved.from && moved.from !== email) previousOwner = moved.from;
    }
    if (existing) await endAllSessions(tx, email);
    const audit = (action: string) => ({ actorEmail: "cli", action, entity: "user", entityId: email });
    await tx.auditLog.create({ data: audit(existing ? "reset-password" : "create") });
    if (existing && existing.role !== wanted) await tx.auditLog.create({ data: audit(`role-${wanted}`) });
    return { created: !existing, role: wanted, previousOwner, reactivated: Boolean(existing?.deactivatedAt) };
  });
}
