"use server";

import { adminAction } from "@/lib/admin/action";
import { bulkStatusSchema, bulkStatusWork } from "@/lib/content/status";
import { snapshotOf } from "@/lib/content/snapshot";
import { withRevisions } from "@/lib/revisions/store";
import { contentTypeNamed } from "@/lib/content-types";
import { typeNameSchema } from "../schemas";

/** Publish or Unpublish the selected items, all or none; each one changed gets its revision. */
export const setStatusAction = adminAction(
  "content.publish",
  bulkStatusSchema.extend({ type: typeNameSchema }),
  (input, { prisma, session }) => {
    const type = contentTypeNamed(input.type)!;
    return withRevisions(
      prisma,
      {
        entity: type.name,
        ids: input.ids,
        fields: type.revisionFields,
        by: { actor: session.email },
        read: async (ids) => (await type.store.findMany(prisma, ids)).map(snapshotOf),
      },
      () => bulkStatusWork(prisma, type, input),
    );
  },
);
