"use server";

import { adminAction } from "@/lib/admin/action";
import { onItems } from "@/lib/access/content";
import { AdminActionError } from "@/lib/results/action-result";
import { notFound } from "@/lib/results/stale";
import { bulkStatusWork } from "@/lib/publishing/bulk";
import { withRevisions } from "@/lib/revisions/store";
import { REVIEW_TARGETS } from "./kinds";
import { reviewItemSchema, sendBackSchema } from "./schema";

const invalid = (message: string) => new AdminActionError(message, "invalid");

// The review columns change without touching updatedAt: an open editor stays current, and the history (revisions,
// which follow updatedAt) records only what changes the item itself.

/** An author's "Submit for review" of their own draft: it joins the editors' "Waiting for review" list. */
export const submitForReviewAction = adminAction(
  onItems(
    (input: { kind: "project" | "blog"; id: string }) => input.kind,
    "content.submit",
    (input) => [input.id],
  ),
  reviewItemSchema,
  async ({ kind, id }, { prisma }) => {
    const target = REVIEW_TARGETS[kind];
    const item = await target.state(prisma, id);
    if (!item) throw notFound(`${target.noun} not found`);
    if (item.status !== "draft") throw invalid("Only a draft is submitted for review.");
    await target.mark(prisma, id, { reviewRequestedAt: new Date(), reviewNote: null, updatedAt: item.updatedAt });
    return { data: undefined, audit: { action: "submit-for-review", entity: kind, entityId: id }, tags: [] };
  },
);

/** An editor's "Approve": the draft is published (its revision recorded, its pages expired) and leaves the list. */
export const approveReviewAction = adminAction(
  "content.publish",
  reviewItemSchema,
  async ({ kind, id }, { prisma, session }) => {
    const target = REVIEW_TARGETS[kind];
    const item = await target.state(prisma, id);
    if (!item?.reviewRequestedAt) throw notFound("This item is no longer waiting for review.");
    const by = { actor: session.email, userId: session.userId };
    const read = target.read(prisma);
    const work = await withRevisions(prisma, { entity: kind, ids: [id], fields: target.fields, by, read }, async () => {
      await target.mark(prisma, id, { reviewRequestedAt: null, reviewNote: null, updatedAt: item.updatedAt });
      return bulkStatusWork(prisma, target.list, { ids: [id], status: "published" }, target.tags);
    });
    return { ...work, data: undefined, audit: { action: "approve", entity: kind, entityId: id } };
  },
);

/** An editor's "Send back" with a comment: the draft leaves the list, and its author sees the comment in the editor. */
export const sendBackAction = adminAction(
  "content.publish",
  sendBackSchema,
  async ({ kind, id, comment }, { prisma }) => {
    const target = REVIEW_TARGETS[kind];
    const item = await target.state(prisma, id);
    if (!item?.reviewRequestedAt) throw notFound("This item is no longer waiting for review.");
    await target.mark(prisma, id, { reviewRequestedAt: null, reviewNote: comment, updatedAt: item.updatedAt });
    return { data: undefined, audit: { action: "send-back", entity: kind, entityId: id }, tags: [] };
  },
);
