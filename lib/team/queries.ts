import "server-only";
import type { Db } from "@/lib/db/transaction";
import { toRole } from "@/lib/access/roles";

/** The Users page: every account (owner first, then by name or e-mail) and the invitations still open. */
export async function teamOverview(prisma: Db, now = new Date()) {
  const [users, invitations] = await Promise.all([
    prisma.user.findMany({
      orderBy: [{ createdAt: "asc" }, { email: "asc" }],
      select: {
        id: true,
        email: true,
        name: true,
        role: true,
        totpEnabledAt: true,
        lastLoginAt: true,
        deactivatedAt: true,
        _count: { select: { sessions: true } },
      },
    }),
    prisma.invitation.findMany({
      where: { acceptedAt: null, revokedAt: null, expiresAt: { gt: now } },
      orderBy: { createdAt: "desc" },
      select: { id: true, email: true, role: true, invitedBy: true, expiresAt: true },
    }),
  ]);
  const members = users
    .map((u) => ({
      id: u.id,
      email: u.email,
      name: u.name,
      role: toRole(u.role),
      twoFactor: Boolean(u.totpEnabledAt),
      lastSignIn: u.lastLoginAt?.toISOString() ?? null,
      deactivated: Boolean(u.deactivatedAt),
      sessions: u.deactivatedAt ? 0 : u._count.sessions,
    }))
    .sort((a, b) => Number(b.role === "owner") - Number(a.role === "owner"));
  return {
    members,
    invitations: invitations.map((i) => ({ ...i, role: toRole(i.role), expiresAt: i.expiresAt.toISOString() })),
  };
}

export type TeamOverview = Awaited<ReturnType<typeof teamOverview>>;

/** Who is who by e-mail (audit entries, revisions and leads name the person by the address they acted with): the name
 *  when the account has one. */
export async function peopleByEmail(prisma: Db): Promise<Record<string, string>> {
  const users = await prisma.user.findMany({ select: { email: true, name: true } });
  return Object.fromEntries(users.map((u) => [u.email, u.name?.trim() || u.email]));
}
