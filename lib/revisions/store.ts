import "server-only";
import { Prisma } from "@/generated/prisma/client";
import type { Db } from "@/lib/db/transaction";
import { changedFields, type RevisionFields } from "./diff";

type Tx = Prisma.TransactionClient;

import type { RevisionEntity } from "./types";

export type { RevisionEntity };

/** How many revisions an item keeps (the oldest beyond go in the same transaction). */
export const REVISIONS_KEPT = 50;

/** What a save did: created the item, updated it, brought back an earlier revision, brought it back from the trash,
 *  published it at its scheduled time; a baseline is the version found before the item's first recorded save
 *  (built-in or older content). */
type RevisionAction = "create" | "update" | "restore" | "untrash" | "publish" | "baseline";

/** Who saved, and for a restore the time of the revision brought back. */
export interface SaveBy {
  actor: string;
  /** The account saving; a new item records it as its creator (an author may then edit it). */
  userId?: string;
  restoredFrom?: Date;
}

/** An item as its codec serialises it (dates as ISO strings). */
export type Snapshot = { updatedAt: string } & object;

export interface SaveRecord {
  entity: RevisionEntity;
  /** The item's id (slug) after the save. */
  itemId: string;
  /** Its id before the save, when the save renamed it: its revisions follow it. */
  previousId?: string;
  /** The item before the save (null: created). */
  before: Snapshot | null;
  after: Snapshot;
  fields: RevisionFields;
  by: SaveBy;
  /** What the save was, when not told by `before` and `by` (untrash). */
  action?: RevisionAction;
}

const json = (snapshot: object) => snapshot as Prisma.InputJsonValue;

/** An item now at this address is a new one: revisions left there by a deleted item are not its history. */
export async function forgetRevisions(tx: Tx, entity: RevisionEntity, itemId: string) {
  await tx.revision.deleteMany({ where: { entity, itemId } });
}

/** Stores the revision of one save inside the save's transaction (so a failing save leaves none), moving the item's
 *  history along with a changed slug, first recording the version it started from when the history lacks it (built-in
 *  content, an item changed by an import or a backup restore), and keeping only the REVISIONS_KEPT most recent. */
export async function recordSave(tx: Tx, save: SaveRecord) {
  const { entity, itemId, before, after, by } = save;
  if (save.previousId && save.previousId !== itemId) {
    await forgetRevisions(tx, entity, itemId);
    await tx.revision.updateMany({ where: { entity, itemId: save.previousId }, data: { itemId } });
  }
  const at = before && new Date(before.updatedAt);
  const last =
    at &&
    (await tx.revision.findFirst({
      where: { entity, itemId },
      orderBy: { id: "desc" },
      select: { itemUpdatedAt: true },
    }));
  if (at && last?.itemUpdatedAt.getTime() !== at.getTime()) {
    await tx.revision.create({
      data: {
        entity,
        itemId,
        action: "baseline",
        snapshot: json(before),
        itemUpdatedAt: at,
        author: "",
        createdAt: at,
      },
    });
  }
  const action = save.action ?? (before ? (by.restoredFrom ? "restore" : "update") : "create");
  await tx.revision.create({
    data: {
      entity,
      itemId,
      action,
      snapshot: json(after),
      author: by.actor,
      restoredFrom: by.restoredFrom ?? null,
      changed: before ? changedFields(before, after, save.fields) : [],
      itemUpdatedAt: new Date(after.updatedAt),
    },
  });
  await keepRecent(tx, entity, itemId);
}

/** Around a write that changes several items at once (a bulk Publish or Unpublish): each item whose version it
 *  changed gets its revision, in the same transaction. `read` gives the items as their codec serialises them. */
export async function withRevisions<T>(
  tx: Tx,
  items: {
    entity: RevisionEntity;
    ids: string[];
    fields: RevisionFields;
    by: SaveBy;
    read: (ids: string[]) => Promise<(Snapshot & { id: string })[]>;
  },
  work: () => Promise<T>,
): Promise<T> {
  const before = new Map((await items.read(items.ids)).map((item) => [item.id, item]));
  const result = await work();
  for (const after of await items.read(items.ids)) {
    const was = before.get(after.id);
    if (was && was.updatedAt !== after.updatedAt) {
      await recordSave(tx, {
        entity: items.entity,
        itemId: after.id,
        before: was,
        after,
        fields: items.fields,
        by: items.by,
      });
    }
  }
  return result;
}

async function keepRecent(tx: Tx, entity: RevisionEntity, itemId: string) {
  const oldestKept = await tx.revision.findFirst({
    where: { entity, itemId },
    orderBy: { id: "desc" },
    skip: REVISIONS_KEPT - 1,
    select: { id: true },
  });
  if (oldestKept) await tx.revision.deleteMany({ where: { entity, itemId, id: { lt: oldestKept.id } } });
}

/** Every item's revisions beyond the REVISIONS_KEPT most recent (each save keeps its own item to that number; this
 *  catches what a save did not: a lowered REVISIONS_KEPT, history written by an older version); run by the retention
 *  job. Returns how many went. */
export function forgetRevisionsBeyondKept(tx: Tx) {
  return tx.$executeRaw`
    DELETE FROM revisions WHERE id IN (
      SELECT id FROM (SELECT id, row_number() OVER (PARTITION BY entity, item_id ORDER BY id DESC) AS n FROM revisions) ranked
      WHERE n > ${REVISIONS_KEPT})`;
}

/** A status changed outside a form (the scheduler publishing a due item), inside that change's transaction: a revision
 *  of the version it changed (saved at `from`), when the history holds that version; otherwise the next save records
 *  the version it finds as its baseline. */
export async function recordStatusChange(
  tx: Tx,
  entity: RevisionEntity,
  itemId: string,
  change: { from: Date; to: Date; status: string; actor: string },
) {
  const last = await tx.revision.findFirst({ where: { entity, itemId }, orderBy: { id: "desc" } });
  if (!last || last.itemUpdatedAt.getTime() !== change.from.getTime()) return;
  const snapshot = { ...(last.snapshot as object), status: change.status, updatedAt: change.to.toISOString() };
  await tx.revision.create({
    data: {
      entity,
      itemId,
      action: "publish",
      changed: ["status"],
      snapshot,
      itemUpdatedAt: change.to,
      author: change.actor,
    },
  });
  await keepRecent(tx, entity, itemId);
}

/** Removes the history of items that neither exist nor wait in the trash any more (purged from the trash, or removed
 *  by a backup restore or import); run by the trash's retention. */
export function forgetRevisionsOfGone(tx: Tx, types: readonly { name: string; store: { sqlSource: Prisma.Sql } }[]) {
  const living = types.map(
    (type) =>
      Prisma.sql`(r.entity = ${type.name} AND EXISTS (SELECT 1 FROM ${type.store.sqlSource} i WHERE i.id = r.item_id))`,
  );
  return tx.$executeRaw`
    DELETE FROM revisions r
    WHERE NOT EXISTS (SELECT 1 FROM trash t WHERE t.entity = r.entity AND t.entity_id = r.item_id)
      AND NOT (${living.length ? Prisma.join(living, " OR ") : Prisma.sql`false`})`;
}

const listed = {
  id: true,
  action: true,
  changed: true,
  author: true,
  createdAt: true,
  restoredFrom: true,
  itemUpdatedAt: true,
} as const;

/** An item's revisions, newest first, without their snapshots. */
export function revisionList(db: Db, entity: RevisionEntity, itemId: string) {
  return db.revision.findMany({
    where: { entity, itemId },
    orderBy: { id: "desc" },
    take: REVISIONS_KEPT,
    select: listed,
  });
}

export type RevisionSummary = Awaited<ReturnType<typeof revisionList>>[number];

/** One revision of this item, with its snapshot. */
export function revisionOf(db: Db, entity: RevisionEntity, itemId: string, id: number) {
  return db.revision.findFirst({ where: { entity, itemId, id } });
}

/** The revision of the version saved at `itemUpdatedAt` (what a form opened then started from). */
export function revisionSavedAt(db: Db, entity: RevisionEntity, itemId: string, itemUpdatedAt: Date) {
  return db.revision.findFirst({ where: { entity, itemId, itemUpdatedAt }, orderBy: { id: "desc" } });
}

/** The item's newest revision. */
export function latestRevision(db: Db, entity: RevisionEntity, itemId: string) {
  return db.revision.findFirst({ where: { entity, itemId }, orderBy: { id: "desc" } });
}
