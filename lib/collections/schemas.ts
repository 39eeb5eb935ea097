import { z } from "zod";
import { itemIdSchema } from "@/lib/validation";
import { optionalSlug } from "@/lib/redirects/slug";
import { contentTypes, CONTENT_TYPE_NAMES, type ContentTypeName } from "@/lib/content-types";
import type { AnyContentType, ItemData } from "@/lib/content/type";
import { bulkIdsSchema } from "@/lib/tables/bulk-ids";

/** A content type named by an action's input. */
export const typeNameSchema = z.enum(CONTENT_TYPE_NAMES, { error: "There is no such kind of content." });

/** One input schema per content type, told apart by `type`: each validates its item with the type's own schema. */
function perType<Out>(shape: (type: AnyContentType) => z.ZodRawShape) {
  const options = contentTypes.map((type) => z.object({ type: z.literal(type.name), ...shape(type) }));
  return z.discriminatedUnion("type", options as unknown as [z.ZodObject, ...z.ZodObject[]], {
    error: "There is no such kind of content.",
  }) as unknown as z.ZodType<{ type: ContentTypeName } & Out>;
}

/** An item made in the admin starts as a draft unless the form says otherwise. */
const asDraft = (schema: z.ZodType) =>
  z.preprocess(
    (value) => (value && typeof value === "object" && !("status" in value) ? { ...value, status: "draft" } : value),
    schema,
  );

export const createItemSchema = perType<{ slug?: string; item: ItemData }>((type) => ({
  slug: optionalSlug,
  item: asDraft(type.formSchema),
}));

/** `openedAt` is the updatedAt the form was opened with (stale-edit guard); a new `slug` renames the item. */
export const updateItemSchema = perType<{ id: string; openedAt: string; slug?: string; item: ItemData }>((type) => ({
  id: itemIdSchema,
  openedAt: z.iso.datetime(),
  slug: optionalSlug,
  item: type.formSchema,
}));

export const typedIdsSchema = bulkIdsSchema.extend({ type: typeNameSchema });
