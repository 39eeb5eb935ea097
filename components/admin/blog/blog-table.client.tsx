"use client";

import Link from "next/link";
import { deleteBlogPostAction, deleteBlogPostsAction } from "@/lib/trash/actions";
import { setBlogPostsStatusAction } from "@/lib/blog/actions/set-status";
import type { TablePageJson } from "@/lib/tables/names";
import { blogPath } from "@/lib/paths";
import type { Status } from "@/lib/publishing/status";
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

/** Who looks at the table: what it offers follows the role (the server checks again). */
type Actor = { role: Role; userId?: string };

export interface PostRowJson {
  id: string;
  title: string;
  status: Status;
  /** The account that created it (an author may delete only its own drafts). */
  createdById: string | null;
  publishAt: string | null;
  authorName: string;
  publishedAt: string;
  readingTime: number;
  tags: string[];
}

export const TAG_CHIPS = 2;
const plural = (n: number) => (n === 1 ? "this blog post" : `${n} blog posts`);

const columns = (actor: Actor): TableColumn<PostRowJson>[] => [
  {
    id: "title",
    header: "Title",
    sortable: true,
    className: "min-w-52 max-w-80 font-medium",
    cell: (p) => (
      <div className="grid wrap-anywhere">
        {p.title}
        <StatusChip item={{ status: p.status, publishAt: p.publishAt ? new Date(p.publishAt) : undefined }} />
      </div>
    ),
  },
  { id: "authorName", header: "Author", sortable: true, className: "text-muted", cell: (p) => p.authorName },
  {
    id: "publishedAt",
    header: "Date",
    sortable: true,
    className: "tabular whitespace-nowrap",
    cell: (p) => <LocalDate iso={p.publishedAt} />,
  },
  {
    id: "readingTime",
    header: "Reading Time",
    sortable: true,
    className: "whitespace-nowrap",
    cell: (p) => `${p.readingTime} min read`,
  },
  {
    id: "tags",
    header: "Tags",
    cell: (p) => (
      <div className="flex flex-wrap items-center gap-1.5">
        {p.tags.slice(0, TAG_CHIPS).map((t) => (
          <Chip key={t}>{t}</Chip>
        ))}
        {p.tags.length > TAG_CHIPS && <span className="text-xs text-muted">+{p.tags.length - TAG_CHIPS} more</span>}
      </div>
    ),
  },
  {
    id: "actions",
    header: "Actions",
    cell: (p) => (
      <div className="flex items-center gap-1">
        <IconLink href={blogPath(p.id)} label={`View ${p.title}`} icon="ExternalLink" newTab />
        <IconLink href={`/admin/blogs/edit/${p.id}`} label={`Edit ${p.title}`} icon="Pencil" />
        {allowedOn(actor, "content.delete", p) && (
          <DeleteWithUndo
            table="posts"
            icon
            canUndo={canAll(actor.role, "trash.manage")}
            label={`Delete ${p.title}`}
            action={() => deleteBlogPostAction({ id: p.id })}
            texts={{
              question: "Are you sure you want to delete this blog post?",
              progress: "Deleting blog post…",
              success: "Blog post deleted",
              failure: "Failed to delete blog post. Please try again.",
            }}
          />
        )}
      </div>
    ),
  },
];

/** Blog Management's table: search, sort and pages on the server, bulk publish, unpublish and delete into the trash. */
export function BlogTable({
  initial,
  actor,
}: {
  initial: { query: string; data: TablePageJson<PostRowJson> | null };
  actor: Actor;
}) {
  return (
    <DataTable
      rowTestId="blog-row"
      name="posts"
      caption="Blog posts"
      noun="blog posts"
      searchLabel="Search blog posts"
      rowName={(p) => p.title}
      columns={columns(actor)}
      initial={initial}
      defaultSort={{ sort: "publishedAt", dir: "desc" }}
      bulk={
        canAll(actor.role, "content.publish")
          ? (selected, done) => (
              <>
                <BulkPublish
                  table="posts"
                  ids={selected.map((p) => p.id)}
                  nouns={{ one: "blog post", many: "blog posts" }}
                  action={setBlogPostsStatusAction}
                  onDone={done}
                />
                <DeleteWithUndo
                  table="posts"
                  label={`Delete ${plural(selected.length)}`}
                  onDone={done}
                  action={() => deleteBlogPostsAction({ ids: selected.map((p) => p.id) })}
                  texts={{
                    question: `Are you sure you want to delete ${plural(selected.length)}?`,
                    progress: `Deleting ${plural(selected.length)}…`,
                    success: selected.length === 1 ? "Blog post deleted" : `${selected.length} blog posts deleted`,
                    failure: "Failed to delete blog post. Please try again.",
                  }}
                />
              </>
            )
          : undefined
      }
      empty={
        <EmptyState>
          <p className="font-display text-lg font-semibold">No blog posts yet</p>
          <Link href="/admin/blogs/new" className={buttonClass({ size: "sm" })}>
            Write your first blog post
          </Link>
        </EmptyState>
      }
    />
  );
}
