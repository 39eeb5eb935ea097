"use client";

import { useEffect } from "react";
import { keepPreviousData, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import type { AdminTableName, TablePageJson } from "@/lib/tables/names";
import { fetchTablePage } from "./fetch-page";

/** The page of a table the server rendered with the list, and the URL query it rendered it for. */
export interface ServerPage<Row> {
  query: string;
  data: TablePageJson<Row> | null;
}

const tableKey = (name: AdminTableName, query: string) => ["table", name, query];

/** Puts a page read later than what the cache holds into the cache, and marks the table's other pages read before it
 *  stale: any of them may miss the write it shows, so they are read again when next shown. */
function adopt(client: QueryClient, name: AdminTableName, query: string, page: TablePageJson<unknown>) {
  client.setQueryData<TablePageJson<unknown>>(tableKey(name, query), (cached) =>
    cached && cached.at >= page.at ? cached : page,
  );
  void client.invalidateQueries({
    queryKey: ["table", name],
    refetchType: "none",
    predicate: (q) => ((q.state.data as TablePageJson<unknown> | undefined)?.at ?? 0) < page.at,
  });
}

/** One page of an admin table through TanStack Query, which keeps pages for 15 s (a sort, a search, Back and Forward
 *  answer at once). Every visit to a list renders its page on the server (admin pages are never cached), after every
 *  write the owner made before it: a save, a publish, a restore, an import, in any form or tab. So of the server's
 *  page and the cached one, the one read later (`at`, the server's clock) is shown and kept, whatever write came in
 *  between and wherever it was made: the list the owner returns to shows what was just saved on its first paint.
 *  (The cache alone showed its older copy until a reload: issue #68.) */
export function useTablePage<Row>(name: AdminTableName, query: string, server: ServerPage<Row>) {
  const client = useQueryClient();
  const seed = query === server.query ? server.data : null;
  const result = useQuery({
    queryKey: tableKey(name, query),
    queryFn: () => fetchTablePage<Row>(name, query),
    initialData: seed ?? undefined,
    placeholderData: keepPreviousData,
  });
  const cached = result.isPlaceholderData ? undefined : result.data;
  const newer = seed && !(cached && cached.at >= seed.at) ? seed : null;
  useEffect(() => {
    if (newer) adopt(client, name, query, newer);
  }, [client, name, query, newer]);
  return {
    data: newer ?? result.data,
    isFetching: result.isFetching,
    isPlaceholderData: !newer && result.isPlaceholderData,
    error: result.error,
  };
}
