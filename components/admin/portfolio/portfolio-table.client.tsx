"use client";

import Link from "next/link";
import { serviceLabel } from "@/content/categories";
import { deleteProjectAction, deleteProjectsAction } from "@/lib/trash/actions";
import { setProjectsStatusAction } from "@/lib/projects/actions/set-status";
import type { TablePageJson } from "@/lib/tables/names";
import { caseStudyPath } from "@/lib/paths";
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

export interface ProjectRowJson {
  id: string;
  title: string;
  status: Status;
  /** The account that created it (an author may delete only its own drafts). */
  createdById: string | null;
  publishAt: string | null;
  client: string | null;
  serviceId: string;
  technologies: string[];
  createdAt: string;
}

export const TECH_CHIPS = 3;
const plural = (n: number) => (n === 1 ? "this portfolio" : `${n} portfolios`);

const columns = (actor: Actor): TableColumn<ProjectRowJson>[] => [
  {
    id: "title",
    header: "Title",
    sortable: true,
    className: "min-w-48 font-medium",
    cell: (p) => (
      <div className="grid wrap-anywhere">
        {p.title}
        <StatusChip item={{ status: p.status, publishAt: p.publishAt ? new Date(p.publishAt) : undefined }} />
      </div>
    ),
  },
  { id: "client", header: "Client", sortable: true, className: "text-muted", cell: (p) => p.client ?? "—" },
  { id: "serviceId", header: "Service", sortable: true, cell: (p) => serviceLabel(p.serviceId) },
  {
    id: "technologies",
    header: "Technologies",
    cell: (p) => (
      <div className="flex flex-wrap items-center gap-1.5">
        {p.technologies.slice(0, TECH_CHIPS).map((t) => (
          <Chip key={t}>{t}</Chip>
        ))}
        {p.technologies.length > TECH_CHIPS && (
          <span className="text-xs text-muted">+{p.technologies.length - TECH_CHIPS} more</span>
        )}
      </div>
    ),
  },
  {
    id: "createdAt",
    header: "Created",
    sortable: true,
    className: "whitespace-nowrap text-muted",
    cell: (p) => <LocalDate iso={p.createdAt} />,
  },
  {
    id: "actions",
    header: "Actions",
    cell: (p) => (
      <div className="flex items-center gap-1">
        <IconLink href={caseStudyPath(p.id)} label={`View ${p.title}`} icon="ExternalLink" newTab />
        <IconLink href={`/admin/portfolio/edit/${p.id}`} label={`Edit ${p.title}`} icon="Pencil" />
        {allowedOn(actor, "content.delete", p) && (
          <DeleteWithUndo
            table="projects"
            icon
            canUndo={canAll(actor.role, "trash.manage")}
            label={`Delete ${p.title}`}
            action={() => deleteProjectAction({ id: p.id })}
            texts={{
              question: "Are you sure you want to delete this portfolio?",
              progress: "Deleting portfolio…",
              success: "Portfolio deleted",
              failure: "Failed to delete portfolio. Please try again.",
            }}
          />
        )}
      </div>
    ),
  },
];

/** Portfolio Management's table: search, sort and pages on the server, bulk publish, unpublish and delete into the trash. */
export function PortfolioTable({
  initial,
  actor,
}: {
  initial: { query: string; data: TablePageJson<ProjectRowJson> | null };
  actor: Actor;
}) {
  return (
    <DataTable
      rowTestId="portfolio-row"
      name="projects"
      caption="Portfolios"
      noun="portfolios"
      searchLabel="Search portfolios"
      rowName={(p) => p.title}
      columns={columns(actor)}
      initial={initial}
      defaultSort={{ sort: "createdAt", dir: "desc" }}
      bulk={
        canAll(actor.role, "content.publish")
          ? (selected, done) => (
              <>
                <BulkPublish
                  table="projects"
                  ids={selected.map((p) => p.id)}
                  nouns={{ one: "portfolio", many: "portfolios" }}
                  action={setProjectsStatusAction}
                  onDone={done}
                />
                <DeleteWithUndo
                  table="projects"
                  label={`Delete ${plural(selected.length)}`}
                  onDone={done}
                  action={() => deleteProjectsAction({ ids: selected.map((p) => p.id) })}
                  texts={{
                    question: `Are you sure you want to delete ${plural(selected.length)}?`,
                    progress: `Deleting ${plural(selected.length)}…`,
                    success: selected.length === 1 ? "Portfolio deleted" : `${selected.length} portfolios deleted`,
                    failure: "Failed to delete portfolio. Please try again.",
                  }}
                />
              </>
            )
          : undefined
      }
      empty={
        <EmptyState>
          <p className="font-display text-lg font-semibold">No portfolios yet</p>
          <Link href="/admin/portfolio/new" className={buttonClass({ size: "sm" })}>
            Create your first portfolio
          </Link>
        </EmptyState>
      }
    />
  );
}
