"use client";

import Link from "next/link";
import type { ReactNode } from "react";
import { deleteItemsAction } from "@/lib/collections/actions/delete-items";
import { setStatusAction } from "@/lib/collections/actions/set-status";
import type { TablePageJson } from "@/lib/tables/names";
import type { Status } from "@/lib/publishing/status";
import type { ListColumnSpec } from "@/lib/content/type";
import { StatusChip } from "@/components/admin/common/status-chip";
import { Chip, EmptyState } from "@/components/admin/common/table";
import { IconLink } from "@/components/admin/common/icon-link";
import { LocalDate } from "@/components/admin/common/local-date.client";
import { DataTable, type TableColumn } from "@/components/admin/table/data-table.client";
import { DeleteWithUndo } from "@/components/admin/table/delete-with-undo.client";
import { BulkPublish } from "@/components/admin/table/bulk-publish.client";
import { buttonClass } from "@/components/ui/button";
import { allowedOn } from "@/lib/access/items";
import { canAll } from "@/lib/access/permissions";
import type { Role } from "@/lib/access/roles";

export type ContentRowJson = {
  id: string;
  title: string;
  status: Status;
  publishAt: string | null;
  /** The account that created it (an author may delete only their own drafts). */
  createdById: string | null;
} & Record<string, unknown>;

/** What the list needs to know of its type, as plain data from the server (lib/content/type.ts). */
export interface ContentListSpec {
  name: string;
  /** How an item is named: "portfolio", "portfolios". */
  noun: { one: string; many: string };
  adminPath: string;
  /** An item's public page is this prefix and its id; none when items have no pages of their own. */
  publicPrefix?: string;
  columns: ListColumnSpec[];
  choices: Record<string, Record<string, string>>;
  defaultSort: string;
}

const capitalise = (text: string) => `${text[0].toUpperCase()}${text.slice(1)}`;

function cellOf(column: ListColumnSpec, choices: ContentListSpec["choices"]) {
  return function Cell(row: ContentRowJson): ReactNode {
    const value = row[column.field];
    switch (column.as) {
      case "date":
        return typeof value === "string" ? <LocalDate iso={value} /> : "—";
      case "minutes":
        return `${value} min read`;
      case "choice":
        return choices[column.field]?.[String(value)] ?? String(value ?? "—");
      case "chips": {
        const list = Array.isArray(value) ? (value as string[]) : [];
        const shown = column.chips ?? 3;
        return (
          <div className="flex flex-wrap items-center gap-1.5">
            {list.slice(0, shown).map((item) => (
              <Chip key={item}>{item}</Chip>
            ))}
            {list.length > shown && <span className="text-xs text-muted">+{list.length - shown} more</span>}
          </div>
        );
      }
      default:
        return value === null || value === undefined || value === "" ? "—" : String(value);
    }
  };
}

/** Every content type's admin list: the title with its status, the type's own columns, view, edit and delete with
 *  Undo; server-side search, sort and pages; bulk publish, unpublish and delete into the trash. */
export function ContentTable({
  spec,
  initial,
  actor,
}: {
  spec: ContentListSpec;
  initial: { query: string; data: TablePageJson<ContentRowJson> | null };
  /** Who looks at the list: what it offers follows the role (the server checks again). */
  actor: { role: Role; userId?: string };
}) {
  const { name, noun, adminPath } = spec;
  const these = (n: number) => (n === 1 ? `this ${noun.one}` : `${n} ${noun.many}`);
  const deleted = (n: number) => (n === 1 ? `${capitalise(noun.one)} deleted` : `${n} ${noun.many} deleted`);
  const failure = `Failed to delete ${noun.one}. Please try again.`;
  const columns: TableColumn<ContentRowJson>[] = [
    {
      id: "title",
      header: "Title",
      sortable: true,
      className: "min-w-48 max-w-80 font-medium",
      cell: (row) => (
        <div className="grid wrap-anywhere">
          {row.title}
          <StatusChip item={{ status: row.status, publishAt: row.publishAt ? new Date(row.publishAt) : undefined }} />
        </div>
      ),
    },
    ...spec.columns.map((column) => ({
      id: column.field,
      header: column.header,
      sortable: column.sortable,
      className: [
        column.muted && "text-muted",
        (column.as === "date" || column.as === "minutes") && "tabular whitespace-nowrap",
      ]
        .filter(Boolean)
        .join(" "),
      cell: cellOf(column, spec.choices),
    })),
    {
      id: "actions",
      header: "Actions",
      cell: (row) => (
        <div className="flex items-center gap-1">
          {spec.publicPrefix && (
            <IconLink
              href={`${spec.publicPrefix}${encodeURIComponent(row.id)}`}
              label={`View ${row.title}`}
              icon="ExternalLink"
              newTab
            />
          )}
          <IconLink href={`${adminPath}/edit/${row.id}`} label={`Edit ${row.title}`} icon="Pencil" />
          {allowedOn(actor, "content.delete", row) && (
            <DeleteWithUndo
              table={name}
              icon
              canUndo={canAll(actor.role, "trash.manage")}
              label={`Delete ${row.title}`}
              action={() => deleteItemsAction({ type: name, ids: [row.id] })}
              texts={{
                question: `Are you sure you want to delete ${these(1)}?`,
                progress: `Deleting ${noun.one}…`,
                success: deleted(1),
                failure,
              }}
            />
          )}
        </div>
      ),
    },
  ];
  return (
    <DataTable
      rowTestId={`${noun.one.split(" ")[0]}-row`}
      name={name}
      caption={capitalise(noun.many)}
      noun={noun.many}
      searchLabel={`Search ${noun.many}`}
      rowName={(row) => row.title}
      columns={columns}
      initial={initial}
      defaultSort={{ sort: spec.defaultSort, dir: "desc" }}
      bulk={
        canAll(actor.role, "content.publish")
          ? (selected, done) => (
              <>
                <BulkPublish
                  table={name}
                  ids={selected.map((row) => row.id)}
                  nouns={noun}
                  action={(input) => setStatusAction({ type: name, ...input })}
                  onDone={done}
                />
                <DeleteWithUndo
                  table={name}
                  label={`Delete ${these(selected.length)}`}
                  onDone={done}
                  action={() => deleteItemsAction({ type: name, ids: selected.map((row) => row.id) })}
                  texts={{
                    question: `Are you sure you want to delete ${these(selected.length)}?`,
                    progress: `Deleting ${these(selected.length)}…`,
                    success: deleted(selected.length),
                    failure,
                  }}
                />
              </>
            )
          : undefined
      }
      empty={
        <EmptyState>
          <p className="font-display text-lg font-semibold">No {noun.many} yet</p>
          <Link href={`${adminPath}/new`} className={buttonClass({ size: "sm" })}>
            Create your first {noun.one}
          </Link>
        </EmptyState>
      }
    />
  );
}
