import type { ColumnDef } from "@tanstack/react-table";

const box = "size-4 accent-cyan";

/** The first column of a table with bulk actions: select this row, or every row of the page. */
export function selectionColumn<Row>(noun: string, rowName: (row: Row) => string): ColumnDef<Row> {
  return {
    id: "select",
    header: ({ table }) => (
      <input
        type="checkbox"
        className={box}
        aria-label={`Select all ${noun} on this page`}
        checked={table.getIsAllPageRowsSelected()}
        ref={(el) => {
          if (el) el.indeterminate = table.getIsSomePageRowsSelected();
        }}
        onChange={table.getToggleAllPageRowsSelectedHandler()}
      />
    ),
    cell: ({ row }) => (
      <input
        type="checkbox"
        className={box}
        aria-label={`Select ${rowName(row.original)}`}
        checked={row.getIsSelected()}
        onChange={row.getToggleSelectedHandler()}
      />
    ),
    meta: { className: "w-10" },
  };
}
