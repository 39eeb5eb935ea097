import Link from "next/link";
import { Suspense } from "react";
import { Icon } from "@/components/ui/icon";
import { requirePermission } from "@/lib/admin/page-access";
import { NotAllowed } from "@/components/admin/shell/not-allowed";
import { adminItems } from "@/lib/content/admin-queries";
import { projectType } from "@/lib/projects/type";
import { serviceLabel } from "@/content/categories";
import { ListViews } from "@/components/admin/content/list-views";
import { PageHeading } from "@/components/admin/shell/page-heading";
import { AdminTable, cellClass, EmptyState } from "@/components/admin/common/table";
import { IconLink } from "@/components/admin/common/icon-link";
import { buttonClass } from "@/components/ui/button";
import { caseStudyPath } from "@/lib/paths";
import { isCaseStudy } from "@/lib/projects/rules";

const yesNo = (v?: string) => (v?.trim() ? "Yes" : "No");

async function CaseStudyList() {
  const { session, allowed } = await requirePermission("content.read");
  if (!allowed) return <NotAllowed role={session.role} permission="content.read" />;
  // If loading fails the list silently shows empty.
  const projects = await adminItems(projectType).catch(() => []);
  const studies = projects.filter(isCaseStudy);
  if (studies.length === 0) {
    return (
      <EmptyState>
        <p className="font-display text-lg font-semibold">No case studies yet</p>
        <p className="max-w-md text-sm text-muted">
          Case studies are created by adding Challenge and Solution content to portfolios.
        </p>
      </EmptyState>
    );
  }
  return (
    <AdminTable
      caption="Case studies"
      head={["Title", "Client", "Service", "Has Challenge", "Has Solution", "Actions"]}
    >
      {studies.map((p) => (
        <tr key={p.id} data-testid="case-study-row">
          <td className={`${cellClass} font-medium`}>{p.title}</td>
          <td className={`${cellClass} text-muted`}>{p.client ?? "—"}</td>
          <td className={cellClass}>{serviceLabel(p.serviceId)}</td>
          <td className={cellClass}>{yesNo(p.challenge)}</td>
          <td className={cellClass}>{yesNo(p.solution)}</td>
          <td className={cellClass}>
            <div className="flex items-center gap-1">
              <IconLink href={caseStudyPath(p.id)} label={`View ${p.title}`} icon="ExternalLink" newTab />
              <IconLink href={`/admin/portfolio/edit/${p.id}`} label={`Edit ${p.title}`} icon="Pencil" />
            </div>
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}

export default function CaseStudyManagementPage() {
  return (
    <div className="grid grid-cols-1 gap-6">
      <PageHeading title="Case Study Management" description="Portfolios with both a challenge and a solution.">
        <Link href="/admin/portfolio/new" className={buttonClass()}>
          <Icon name="Plus" />
          Add Portfolio with Case Study
        </Link>
      </PageHeading>
      <ListViews type={projectType} current="/admin/case-studies" />
      <Suspense
        fallback={
          <p role="status" className="text-sm text-muted">
            Loading case studies...
          </p>
        }
      >
        <CaseStudyList />
      </Suspense>
    </div>
  );
}
