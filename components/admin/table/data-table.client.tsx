"use client";

import { useCallback, useMemo, useState, type ReactNode } from "react";
import {
  flexRender,
  getCoreRowModel,
  useReactTable,
  type ColumnDef,
  type RowSelectionState,
} from "@tanstack/react-table";
import { EmptyState, pinLastColumn } from "@/components/admin/common/table";
import { buttonClass } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import type { AdminTableName } from "@/lib/tables/names";
import { cn } from "@/lib/utils";
import { useTablePage, type ServerPage } from "./use-table-page";
import { useTableUrl } from "./use-table-url";
import { TableSearch } from "./table-search.client";
import { TablePager } from "./table-pager";
import { SortHeader } from "./sort-header";
import { selectionColumn } from "./selection-column";

export interface TableColumn<Row> {
  id: string;
  header: string;
  /** The column sorts on the server by this key. */
  sortable?: boolean;
  cell: (row: Row) => ReactNode;
  className?: string;
}

export interface DataTableProps<Row extends { id: string }> {
  name: AdminTableName;
  caption: string;
  /** The rows' test id ("portfolio-row"). */
  rowTestId: string;
  noun: string;
  /** How a row is named to assistive technology (its select box). */
  rowName: (row: Row) => string;
  searchLabel: string;
  columns: TableColumn<Row>[];
  /** The page the server rendered for this URL, so the first paint has rows (and the latest ones: use-table-page.ts). */
  initial: ServerPage<Row>;
  defaultSort: { sort: string; dir: "asc" | "desc" };
  filters?: (url: ReturnType<typeof useTableUrl>) => ReactNode;
  /** The bulk actions for the selected rows; `done` clears the selection. */
  bulk?: (selected: Row[], done: () => void) => ReactNode;
  /** What an empty table says when nothing narrows it (a search or filter that matches nothing says so itself). */
  empty: ReactNode;
}

/** URL keys that only change how the rows are shown; any other narrows them (the search, a filter). */
const VIEW_KEYS = new Set(["sort", "dir", "page", "size"]);

function clearLabel(narrowing: string[]) {
  const search = narrowing.includes("q");
  const filters = narrowing.some((key) => key !== "q");
  return search && filters ? "Clear the search and filters" : search ? "Clear the search" : "Clear the filters";
}

/** Every admin table: server-side search, sort and pages through TanStack Query, state in the URL, rows drawn by
 *  TanStack Table with optional row selection for bulk actions. */
export function DataTable<Row extends { id: string }>(props: DataTableProps<Row>) {
  const { name, caption, noun, columns, initial, defaultSort, bulk } = props;
  const url = useTableUrl();
  const result = useTablePage(name, url.query, initial);
  const data = result.data;
  const sort = url.get("sort") || defaultSort.sort;
  const dir = (url.get("dir") || defaultSort.dir) as "asc" | "desc";
  const [selection, setSelection] = useState<RowSelectionState>({});
  const [selectedFor, setSelectedFor] = useState(data);
  if (selectedFor !== data) {
    setSelectedFor(data);
    setSelection({});
  }
  const onSort = useCallback(
    (id: string) => url.set(sort === id ? { sort: id, dir: dir === "asc" ? "desc" : "asc" } : { sort: id, dir: "asc" }),
    [url, sort, dir],
  );
  const defs = useMemo<ColumnDef<Row>[]>(
    () => [
      ...(bulk ? [selectionColumn<Row>(noun, props.rowName)] : []),
      ...columns.map((c): ColumnDef<Row> => ({
        id: c.id,
        header: () =>
          c.sortable ? (
            <SortHeader label={c.header} active={sort === c.id} dir={dir} onSort={() => onSort(c.id)} />
          ) : (
            c.header
          ),
        cell: ({ row }) => c.cell(row.original),
        meta: { className: c.className, sortable: c.sortable },
      })),
    ],
    [bulk, columns, noun, props.rowName, sort, dir, onSort],
  );
  // TanStack Table returns fresh functions each render, so the compiler leaves this component unmemoized (as intended).
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: data?.rows ?? [],
    columns: defs,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (row) => row.id,
    manualSorting: true,
    manualPagination: true,
    enableRowSelection: Boolean(bulk),
    state: { rowSelection: selection },
    onRowSelectionChange: setSelection,
  });
  const selected = table.getSelectedRowModel().rows.map((r) => r.original);
  const onSearch = useCallback((q: string) => url.set({ q }), [url]);
  const narrowing = [...new URLSearchParams(url.query).keys()].filter((key) => !VIEW_KEYS.has(key));

  return (
    <div className="grid grid-cols-1 gap-4">
      <div className="flex flex-wrap items-center gap-3">
        <TableSearch value={url.get("q")} onSearch={onSearch} label={props.searchLabel} />
        {props.filters?.(url)}
        {result.isFetching && <Icon name="Loader2" className="size-4 animate-spin text-muted" aria-label="Loading" />}
      </div>
      {bulk && selected.length > 0 && (
        <div
          role="region"
          aria-label="Bulk actions"
          className="flex flex-wrap items-center gap-2 rounded-xl border border-cyan/40 bg-surface px-4 py-2 text-sm"
        >
          <span>{selected.length} selected</span>
          {bulk(selected, () => setSelection({}))}
        </div>
      )}
      {result.error && (
        <p role="alert" className="text-sm text-pink">
          {result.error.message}
        </p>
      )}
      {data && data.total === 0 ? (
        narrowing.length === 0 ? (
          props.empty
        ) : (
          <EmptyState>
            <p className="font-display text-lg font-semibold">No {noun} match</p>
            <button
              type="button"
              className={buttonClass({ variant: "outline", size: "sm" })}
              onClick={() => url.set(Object.fromEntries(narrowing.map((key) => [key, undefined])))}
            >
              {clearLabel(narrowing)}
            </button>
          </EmptyState>
        )
      ) : (
        // relative: the sort buttons' sr-only labels are positioned absolutely, and escaped an unpositioned scroll box
        // (a phone could scroll the whole page sideways)
        <div
          className={cn(
            "relative overflow-x-auto rounded-2xl border border-border bg-surface",
            result.isPlaceholderData && "opacity-60",
          )}
        >
          {/* a table whose rows end with their actions keeps them in view on a phone */}
          <table
            className={cn("w-full min-w-[44rem] text-left text-sm", columns.at(-1)?.id === "actions" && pinLastColumn)}
            data-testid={`${name}-table`}
          >
            <caption className="sr-only">{caption}</caption>
            <thead className="border-b border-border text-xs uppercase tracking-wider text-muted">
              {table.getHeaderGroups().map((group) => (
                <tr key={group.id}>
                  {group.headers.map((h) => {
                    const meta = h.column.columnDef.meta as { sortable?: boolean } | undefined;
                    return (
                      <th
                        key={h.id}
                        scope="col"
                        className="px-4 py-3 font-medium"
                        aria-sort={
                          meta?.sortable
                            ? sort === h.column.id
                              ? dir === "asc"
                                ? "ascending"
                                : "descending"
                              : "none"
                            : undefined
                        }
                      >
                        {flexRender(h.column.columnDef.header, h.getContext())}
                      </th>
                    );
                  })}
                </tr>
              ))}
            </thead>
            <tbody className="divide-y divide-border">
              {table.getRowModel().rows.map((row) => (
                <tr key={row.id} data-testid={props.rowTestId} aria-selected={bulk ? row.getIsSelected() : undefined}>
                  {row.getVisibleCells().map((cell) => (
                    <td
                      key={cell.id}
                      className={cn(
                        "px-4 py-3 align-middle",
                        (cell.column.columnDef.meta as { className?: string } | undefined)?.className,
                      )}
                    >
                      {flexRender(cell.column.columnDef.cell, cell.getContext())}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {data && data.total > 0 && (
        <TablePager
          page={data.page}
          pages={data.pages}
          total={data.total}
          size={data.size}
          noun={noun}
          onPage={(page) => url.set({ page })}
          onSize={(size) => url.set({ size })}
        />
      )}
    </div>
  );
}
