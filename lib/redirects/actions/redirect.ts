"use server";

import { z } from "zod";
import { adminAction } from "@/lib/admin/action";
import { tags } from "@/lib/cache-tags";
import { isKnownRoute } from "@/lib/routes";
import { itemIdSchema } from "@/lib/validation";
import { notFound } from "@/lib/results/stale";
import { LIVE_PAGE_MESSAGE, redirectInputSchema } from "@/lib/redirects/rules";
import { addRedirect } from "@/lib/redirects/store";

/** A page that always answers (not an item's address, which a redirect takes over once the item is gone). */
const livePage = (path: string) => isKnownRoute(path) && !/^\/(blog|case-study)\/[^/]+$/.test(path);

export const addRedirectAction = adminAction(
  "redirects.manage",
  redirectInputSchema.refine((r) => !livePage(r.fromPath), { message: LIVE_PAGE_MESSAGE, path: ["fromPath"] }),
  async ({ fromPath, toPath }, { prisma }) => {
    const row = await addRedirect(prisma, fromPath, toPath, "manual");
    return {
      data: { id: row.id },
      audit: { action: "create", entity: "redirect", entityId: row.id },
      tags: [tags.redirects],
    };
  },
);

export const deleteRedirectAction = adminAction(
  "redirects.manage",
  z.object({ id: itemIdSchema }),
  async ({ id }, { prisma }) => {
    const { count } = await prisma.redirect.deleteMany({ where: { id } });
    if (count === 0) throw notFound("That redirect no longer exists.");
    return { data: undefined, audit: { action: "delete", entity: "redirect", entityId: id }, tags: [tags.redirects] };
  },
);
