"use server";

import { adminAction } from "@/lib/admin/action";
import { onItems } from "@/lib/collections/access";
import { AdminActionError } from "@/lib/results/action-result";
import { notFound } from "@/lib/results/stale";
import { bulkStatusWork } from "@/lib/content/status";
import { snapshotOf } from "@/lib/content/snapshot";
import { withRevisions } from "@/lib/revisions/store";
import { contentTypeNamed } from "@/lib/content-types";
import { markReview, reviewColumns } from "./state";
import { reviewItemSchema, sendBackSchema } from "./schema";

const invalid = (message: string) => new AdminActionError(message, "invalid");
const capitalise = (text: string) => `${text[0].toUpperCase()}${text.slice(1)}`;

/** An author's "Submit for review" of their own draft: it joins the editors' "Waiting for review" list. */
export const submitForReviewAction = adminAction(
  onItems(
    (input: { kind: string; id: string }) => input.kind,
    "content.submit",
    (input) => [input.id],
  ),
  reviewItemSchema,
  async ({ kind, id }, { prisma }) => {
    const type = contentTypeNamed(kind)!;
    const item = await reviewColumns(prisma, type, id);
    if (!item) throw notFound(`${capitalise(type.labels.item)} not found`);
    if (item.status !== "draft") throw invalid("Only a draft is submitted for review.");
    await markReview(prisma, type, id, { reviewRequestedAt: new Date(), reviewNote: null, updatedAt: item.updatedAt });
    return { data: undefined, audit: { action: "submit-for-review", entity: kind, entityId: id }, tags: [] };
  },
);

/** An editor's "Approve": the draft is published (its revision recorded, its pages expired) and leaves the list. */
export const approveReviewAction = adminAction(
  "content.publish",
  reviewItemSchema,
  async ({ kind, id }, { prisma, session }) => {
    const type = contentTypeNamed(kind)!;
    const item = await reviewColumns(prisma, type, id);
    if (!item?.reviewRequestedAt) throw notFound("This item is no longer waiting for review.");
    const by = { actor: session.email, userId: session.userId };
    const read = async (ids: string[]) => (await type.store.findMany(prisma, ids)).map(snapshotOf);
    const work = await withRevisions(
      prisma,
      { entity: kind, ids: [id], fields: type.revisionFields, by, read },
      async () => {
        await markReview(prisma, type, id, { reviewRequestedAt: null, reviewNote: null, updatedAt: item.updatedAt });
        return bulkStatusWork(prisma, type, { ids: [id], status: "published" });
      },
    );
    return { ...work, data: undefined, audit: { action: "approve", entity: kind, entityId: id } };
  },
);

/** An editor's "Send back" with a comment: the draft leaves the list, and its author sees the comment in the editor. */
export const sendBackAction = adminAction(
  "content.publish",
  sendBackSchema,
  async ({ kind, id, comment }, { prisma }) => {
    const type = contentTypeNamed(kind)!;
    const item = await reviewColumns(prisma, type, id);
    if (!item?.reviewRequestedAt) throw notFound("This item is no longer waiting for review.");
    await markReview(prisma, type, id, { reviewRequestedAt: null, reviewNote: comment, updatedAt: item.updatedAt });
    return { data: undefined, audit: { action: "send-back", entity: kind, entityId: id }, tags: [] };
  },
);
