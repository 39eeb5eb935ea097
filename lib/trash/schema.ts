/** The selected rows of a bulk delete or restore (shared with the tables' other bulk actions, a layer down). */
export { bulkIdsSchema } from "@/lib/tables/bulk-ids";
