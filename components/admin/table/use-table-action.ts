"use client";

import { useQueryClient } from "@tanstack/react-query";
import type { AdminTableName } from "@/lib/tables/names";
import { useToastedAction } from "@/components/admin/common/use-toasted-action";

/** Runs an admin action from a table (toast while it works, ending in its outcome), the table's pages refetched
 *  after success. */
export function useTableAction(table: AdminTableName) {
  const client = useQueryClient();
  return useToastedAction(() => client.invalidateQueries({ queryKey: ["table", table] }));
}
