import "server-only";
import type { Db } from "@/lib/db/transaction";
import { uniqueSlug } from "@/lib/slug";
import { SLUG_TAKEN_MESSAGE, slugSchema } from "./slug";

/** Whether `slug` can be the address of this project or post (`id`: the item being edited, which may keep its own). */
export async function slugAvailability(prisma: Db, kind: "project" | "blog", slug: string, id?: string) {
  const parsed = slugSchema.safeParse(slug);
  if (!parsed.success) return { available: false, message: parsed.error.issues[0]?.message ?? "" };
  const wanted = parsed.data;
  if (wanted === id) return { available: true, message: "This is the current slug." };
  const where = { id: { startsWith: wanted } };
  const rows =
    kind === "project"
      ? await prisma.project.findMany({ where, select: { id: true } })
      : await prisma.blogPost.findMany({ where, select: { id: true } });
  const taken = new Set(rows.map((r) => r.id));
  if (!taken.has(wanted)) return { available: true, message: "Available." };
  return { available: false, message: `${SLUG_TAKEN_MESSAGE} Try ${uniqueSlug(wanted, taken)}.` };
}
