"use server";

import { z } from "zod";
import { adminAction } from "@/lib/admin/action";
import { text } from "@/lib/validation";
import { notFound } from "@/lib/results/stale";

const idSchema = text().trim().min(1).max(200);

/** Marks a lead handled (or not handled again). */
export const setLeadHandledAction = adminAction(z.object({ id: idSchema, handled: z.boolean() }),
  async ({ id, handled }, { prisma }) => {
    const { count } = await prisma.lead.updateMany({ where: { id }, data: { handled } });
    if (count === 0) throw notFound("Lead not found");
    return { data: undefined, audit: { action: handled ? "mark-handled" : "mark-new", entity: "lead", entityId: id }, tags: [] };
  });

export const deleteLeadAction = adminAction(z.object({ id: idSchema }), async ({ id }, { prisma }) => {
  const { count } = await prisma.lead.deleteMany({ where: { id } });
  if (count === 0) throw notFound("Lead not found");
  return { data: undefined, audit: { action: "delete", entity: "lead", entityId: id }, tags: [] };
});
