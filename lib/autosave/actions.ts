"use server";

import type { Prisma } from "@/generated/prisma/client";
import { adminAction } from "@/lib/admin/action";
import { z } from "zod";
import { typeNameSchema } from "@/lib/collections/schemas";
import { draftCopyKey, formValues } from "./schema";

const discardDraftCopySchema = z.object({ entity: typeNameSchema, ...draftCopyKey });
const saveDraftCopySchema = discardDraftCopySchema.extend({ values: formValues });

/** Autosave: keeps this admin's copy of the form (one per item), never the item itself, so nothing public changes, no
 *  cache tag is expired and nothing is audited (the save that follows is). */
export const saveDraftCopyAction = adminAction(
  "content.create",
  saveDraftCopySchema,
  async ({ entity, itemId, values }, { prisma, session }) => {
    const key = { entity, itemId, userEmail: session.email };
    const savedAt = new Date();
    const json = values as Prisma.InputJsonValue;
    await prisma.draftCopy.upsert({
      where: { entity_itemId_userEmail: key },
      create: { ...key, values: json, savedAt },
      update: { values: json, savedAt },
    });
    return { data: { savedAt: savedAt.toISOString() }, audit: null, tags: [] };
  },
);

/** The editor's "Discard" of an autosaved copy, and the clean-up after a save. */
export const discardDraftCopyAction = adminAction(
  "content.create",
  discardDraftCopySchema,
  async ({ entity, itemId }, { prisma, session }) => {
    const { count } = await prisma.draftCopy.deleteMany({ where: { entity, itemId, userEmail: session.email } });
    return { data: { discarded: count }, audit: null, tags: [] };
  },
);
