import Link from "next/link";
import { ExternalLink, Pencil } from "lucide-react";
import { serviceLabel } from "@/content/categories";
import { deleteProjectAction } from "@/lib/projects/actions/project";
import type { Project } from "@/lib/projects/schema";
import { AdminTable, cellClass, Chip, EmptyState } from "@/components/admin/common/table";
import { StatusChip } from "@/components/admin/common/status-chip";
import { IconLink } from "@/components/admin/common/icon-link";
import { DeleteButton } from "@/components/admin/common/delete-button.client";
import { buttonClass } from "@/components/ui/button";
import { caseStudyPath } from "@/lib/paths";

export const TECH_CHIPS = 3;

/** Portfolio Management's table: Title, Client, Service (label), Technologies (3 + '+N more'), Actions. */
export function PortfolioTable({ projects }: { projects: Project[] }) {
  if (projects.length === 0) {
    return (
      <EmptyState>
        <p className="font-display text-lg font-semibold">No portfolios found</p>
        <Link href="/admin/portfolio/new" className={buttonClass({ size: "sm" })}>Create your first portfolio</Link>
      </EmptyState>
    );
  }
  return (
    <AdminTable caption="Portfolios" head={["Title", "Client", "Service", "Technologies", "Actions"]}>
      {projects.map((p) => (
        <tr key={p.id} data-testid="portfolio-row">
          <td className={`${cellClass} min-w-48 font-medium`}><div className="grid">{p.title}<StatusChip item={p} /></div></td>
          <td className={`${cellClass} text-muted`}>{p.client ?? "—"}</td>
          <td className={cellClass}>{serviceLabel(p.serviceId)}</td>
          <td className={cellClass}>
            <div className="flex flex-wrap items-center gap-1.5">
              {p.technologies.slice(0, TECH_CHIPS).map((t) => <Chip key={t}>{t}</Chip>)}
              {p.technologies.length > TECH_CHIPS && <span className="text-xs text-muted">+{p.technologies.length - TECH_CHIPS} more</span>}
            </div>
          </td>
          <td className={cellClass}>
            <div className="flex items-center gap-1">
              <IconLink href={caseStudyPath(p.id)} label={`View ${p.title}`} Icon={ExternalLink} newTab />
              <IconLink href={`/admin/portfolio/edit/${p.id}`} label={`Edit ${p.title}`} Icon={Pencil} />
              <DeleteButton id={p.id} label={`Delete ${p.title}`} action={deleteProjectAction}
                confirmText="Are you sure you want to delete this portfolio?" successTitle="Portfolio deleted"
                failure="Failed to delete portfolio. Please try again." />
            </div>
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}
