import type { Metadata } from "next";
import Link from "next/link";
import { Suspense } from "react";
import { Plus } from "lucide-react";
import { requireAdmin } from "@/lib/auth/session";
import { adminProjects } from "@/lib/projects/admin-queries";
import { PageHeading } from "@/components/admin/shell/page-heading";
import { PortfolioTable } from "@/components/admin/portfolio/portfolio-table";
import { ToastAndGo } from "@/components/admin/common/toast-and-go.client";
import { buttonClass } from "@/components/ui/button";
import { logger } from "@/lib/log/logger";

const log = logger("admin");

export const metadata: Metadata = { title: "Portfolio Management" };

async function PortfolioList() {
  await requireAdmin();
  const projects = await adminProjects().catch((error: unknown) => {
    log.error({ err: error }, "loading portfolios failed");
    return null;
  });
  if (!projects) return <ToastAndGo title="Error" description="Failed to load portfolios. Please try again." />;
  return (
    <>
      <p className="text-sm text-muted" data-testid="portfolio-count">{projects.length} {projects.length === 1 ? "portfolio" : "portfolios"}</p>
      <PortfolioTable projects={projects} />
    </>
  );
}

export default function PortfolioManagementPage() {
  return (
    <div className="grid grid-cols-1 gap-6">
      <PageHeading title="Portfolio Management" description="Every project on the portfolio page and its case study.">
        <Link href="/admin/portfolio/new" className={buttonClass()}><Plus aria-hidden />Add Portfolio</Link>
      </PageHeading>
      <Suspense fallback={<p role="status" className="text-sm text-muted">Loading portfolios...</p>}>
        <PortfolioList />
      </Suspense>
    </div>
  );
}
