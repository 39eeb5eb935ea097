import { canAll, grantOf, type Permission } from "./permissions";
import type { Role } from "./roles";

/** An item as the check sees it: who created it and where it is in its life. */
export interface ItemFacts {
  createdById: string | null;
  status: string;
}

/** Whether the actor may use `permission` on this item: the same rule the server applies (lib/collections/access.ts
 *  `onItems`), for what the admin pages offer. An "own" grant holds on items the actor created; an item that is not a
 *  draft also needs content.publish. */
export function allowedOn(actor: { role: Role; userId?: string }, permission: Permission, item: ItemFacts): boolean {
  const grant = grantOf(actor.role, permission);
  const held = grant === true || (grant === "own" && !!actor.userId && item.createdById === actor.userId);
  return held && (item.status === "draft" || canAll(actor.role, "content.publish"));
}

/** Why an item's editor is read-only for this actor, or undefined when it may save it. */
export function readOnlyReason(actor: { role: Role; userId?: string }, item: ItemFacts): string | undefined {
  if (allowedOn(actor, "content.edit", item)) return undefined;
  if (grantOf(actor.role, "content.edit") === false) return `Read only: a ${actor.role} changes nothing.`;
  if (item.createdById !== actor.userId) return "Read only: you may edit only the drafts you created.";
  return "Read only: once it is published or scheduled, an editor changes it.";
}
