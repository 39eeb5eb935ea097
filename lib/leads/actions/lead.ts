"use server";

import { z } from "zod";
import { adminAction } from "@/lib/admin/action";
import { itemIdSchema } from "@/lib/validation";
import { notFound } from "@/lib/results/stale";
import { leadNotesInputSchema, leadStatusInputSchema } from "@/lib/leads/admin-schema";

/** Marks the selected leads with one status (new, contacted, qualified, won, lost), all or none; each lead records who
 *  set it, and when. */
export const setLeadStatusAction = adminAction(
  "leads.manage",
  leadStatusInputSchema,
  async ({ ids, status }, { prisma, session }) => {
    const unique = [...new Set(ids)];
    const changed = { status, statusChangedBy: session.email, statusChangedAt: new Date() };
    const { count } = await prisma.lead.updateMany({ where: { id: { in: unique } }, data: changed });
    if (count !== unique.length)
      throw notFound(count === 0 ? "Lead not found" : "Some of these leads no longer exist. Nothing was changed.");
    return {
      data: { count },
      audit: { action: `mark-${status}`, entity: "lead", entityId: unique.length === 1 ? unique[0] : `${count} leads` },
      tags: [],
    };
  },
);

export const saveLeadNotesAction = adminAction(
  "leads.manage",
  leadNotesInputSchema,
  async ({ id, notes }, { prisma }) => {
    const { count } = await prisma.lead.updateMany({ where: { id }, data: { notes } });
    if (count === 0) throw notFound("Lead not found");
    return { data: undefined, audit: { action: "notes", entity: "lead", entityId: id }, tags: [] };
  },
);

export const deleteLeadAction = adminAction(
  "leads.manage",
  z.object({ id: itemIdSchema }),
  async ({ id }, { prisma }) => {
    const { count } = await prisma.lead.deleteMany({ where: { id } });
    if (count === 0) throw notFound("Lead not found");
    return { data: undefined, audit: { action: "delete", entity: "lead", entityId: id }, tags: [] };
  },
);
