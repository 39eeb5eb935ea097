import type { Prisma } from "@/generated/prisma/client";
import { can, grantOf, PERMISSIONS, type Permission } from "./permissions";
import { ROLE_LABELS, type Role } from "./roles";

/** Who is asking, as the check needs it (the admin session). */
export interface Actor {
  role: Role;
  userId?: string;
  /** Two-factor sign-in is on for the account. */
  twoFactor?: boolean;
}

/** One thing a call needs: a permission, or a permission on items (whose creators' account ids are listed), which an
 *  "own" grant allows only when the actor created every one of them. */
export type Requirement = Permission | { permission: Permission; createdBy: (string | null | undefined)[] };

/** What an admin action needs: its permission, or its permission plus what its input asks for on top (read inside the
 *  action's transaction: the items' creators, a publish when the input publishes). */
export type Access<I> = Permission | AccessRule<I>;

export interface AccessRule<I> {
  permission: Permission;
  /** Every requirement of this input; the rule's own permission is checked too when it is missing here. */
  requirements: (input: I, tx: Prisma.TransactionClient) => Promise<Requirement[]>;
}

export const permissionOf = <I>(access: Access<I>): Permission =>
  typeof access === "string" ? access : access.permission;

const article = (role: Role) => (role === "author" || role === "editor" || role === "owner" ? "An" : "A");

/** The refusal a role gets for a permission it lacks (or holds only on its own items). */
export function refusalMessage(role: Role, permission: Permission, own = false): string {
  const what = PERMISSIONS[permission];
  const name = ROLE_LABELS[role].toLowerCase();
  return own
    ? `${article(role)} ${name} may ${what} only on drafts they created.`
    : `${article(role)} ${name} may not ${what}: ask the owner if you need to.`;
}

export const TWO_FACTOR_SETUP_MESSAGE = "The owner requires two-factor sign-in: turn it on in your Account first.";

/** The first refusal among the requirements, or null when the actor may do all of them. */
export function refusalOf(actor: Actor, requirements: Requirement[]): string | null {
  for (const requirement of requirements) {
    const permission = typeof requirement === "string" ? requirement : requirement.permission;
    const grant = grantOf(actor.role, permission);
    if (grant === true) continue;
    if (grant === "own" && typeof requirement === "object") {
      const { createdBy } = requirement;
      if (createdBy.length > 0 && actor.userId && createdBy.every((id) => id === actor.userId)) continue;
      return refusalMessage(actor.role, permission, true);
    }
    return refusalMessage(actor.role, permission, grant === "own");
  }
  return null;
}

/** Before the input is even read: the role must hold the permission in some form, and while the owner requires
 *  two-factor sign-in an account without it may only set it up (its own account's permission). */
export function upfrontRefusal(actor: Actor, permission: Permission, twoFactorRequired: boolean): string | null {
  if (twoFactorRequired && !actor.twoFactor && permission !== "account.self") return TWO_FACTOR_SETUP_MESSAGE;
  return can(actor.role, permission) ? null : refusalMessage(actor.role, permission);
}

/** Inside the transaction: every requirement of this input (the rule's own permission included). */
export async function inputRefusal<I>(
  actor: Actor,
  access: Access<I>,
  input: I,
  tx: Prisma.TransactionClient,
): Promise<string | null> {
  const base = permissionOf(access);
  const requirements = typeof access === "string" ? [base] : await access.requirements(input, tx);
  const covered = requirements.some((r) => (typeof r === "string" ? r : r.permission) === base);
  return refusalOf(actor, covered ? requirements : [base, ...requirements]);
}
