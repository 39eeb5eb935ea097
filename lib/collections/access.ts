import type { Prisma } from "@/generated/prisma/client";
import { contentTypeNamed } from "@/lib/content-types";
import type { AccessRule, Requirement } from "@/lib/access/check";
import type { Permission } from "@/lib/access/permissions";

/** A content type's name: every type's items record who created them. */
export type ContentKind = string;

interface ItemState {
  id: string;
  createdById: string | null;
  status: string;
}

async function itemStates(tx: Prisma.TransactionClient, kind: ContentKind, ids: string[]): Promise<ItemState[]> {
  const type = contentTypeNamed(kind);
  if (!type) return [];
  const args = { where: { id: { in: ids } }, select: { id: true, createdById: true, status: true } };
  return (await type.store.table(tx).findMany(args)) as ItemState[];
}

const notDraft = (status: string | undefined) => status !== undefined && status !== "draft";

/** Creating an item: content.create, and content.publish when it does not start as a draft (`status`: the status
 *  the input gives it). */
export const creating = <I>(status: (input: I) => string | undefined): AccessRule<I> => ({
  permission: "content.create",
  requirements: async (input) => ["content.create", ...(notDraft(status(input)) ? (["content.publish"] as const) : [])],
});

interface OnItems<I> {
  /** The status the input gives the items, when it sets one. */
  status?: (input: I) => string | undefined;
  /** Changing an item that is not a draft (public, scheduled, archived) also needs content.publish: an author's own
   *  work, once approved, is the site's. Off for what changes nothing public (a share link). */
  guardsPublic?: boolean;
}

/** `permission` on the items the input names: an "own" grant holds only on items the account created; content.publish
 *  is needed too when one of them is not a draft or the input makes it something else. */
export function onItems<I>(
  kind: ContentKind | ((input: I) => ContentKind),
  permission: Permission,
  ids: (input: I) => string[],
  { status, guardsPublic = true }: OnItems<I> = {},
): AccessRule<I> {
  return {
    permission,
    requirements: async (input, tx) => {
      const wanted = [...new Set(ids(input))];
      const rows = await itemStates(tx, typeof kind === "function" ? kind(input) : kind, wanted);
      const createdBy = wanted.map((id) => rows.find((row) => row.id === id)?.createdById);
      const publishes = guardsPublic && (rows.some((row) => notDraft(row.status)) || notDraft(status?.(input)));
      const requirements: Requirement[] = [{ permission, createdBy }];
      if (publishes) requirements.push("content.publish");
      return requirements;
    },
  };
}

/** Restoring a revision: editing the item, and publishing when the item or the restored version is not a draft. */
export function restoringRevision<I extends { id: string; revisionId: number }>(
  kind: (input: I) => ContentKind,
): AccessRule<I> {
  const edit = onItems<I>(kind, "content.edit", (input) => [input.id]);
  return {
    permission: "content.edit",
    requirements: async (input, tx) => {
      const revision = await tx.revision.findFirst({
        where: { id: input.revisionId, entity: kind(input), itemId: input.id },
        select: { snapshot: true },
      });
      const status = (revision?.snapshot as { status?: unknown } | null)?.status;
      // A copy without a status (older ones) is read back as published (lib/publishing/status.ts).
      const restoresPublic = typeof status === "string" ? notDraft(status) : revision !== null;
      const requirements = await edit.requirements(input, tx);
      return restoresPublic ? [...requirements, "content.publish"] : requirements;
    },
  };
}
