import Link from "next/link";
import { Suspense } from "react";
import { Icon } from "@/components/ui/icon";
import { requirePermission } from "@/lib/admin/page-access";
import { NotAllowed } from "@/components/admin/shell/not-allowed";
import { db } from "@/lib/db";
import { initialTable } from "@/lib/admin-tables";
import { PageHeading } from "@/components/admin/shell/page-heading";
import { PortfolioTable, type ProjectRowJson } from "@/components/admin/portfolio/portfolio-table.client";
import { ToastAndGo } from "@/components/admin/common/toast-and-go.client";
import { buttonClass } from "@/components/ui/button";
import { logger } from "@/lib/log/logger";

const log = logger("admin");

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

async function PortfolioList({ searchParams }: Props) {
  const { session, allowed } = await requirePermission("content.read");
  if (!allowed) return <NotAllowed role={session.role} permission="content.read" />;
  const initial = await initialTable<ProjectRowJson>(await db(), "projects", await searchParams).catch(
    (error: unknown) => {
      log.error({ err: error }, "loading portfolios failed");
      return null;
    },
  );
  if (!initial) return <ToastAndGo title="Error" description="Failed to load portfolios. Please try again." />;
  return <PortfolioTable initial={initial} actor={{ role: session.role, userId: session.userId }} />;
}

export default function PortfolioManagementPage({ searchParams }: Props) {
  return (
    <div className="grid grid-cols-1 gap-6">
      <PageHeading title="Portfolio Management" description="Every project on the portfolio page and its case study.">
        <Link href="/admin/portfolio/new" className={buttonClass()}>
          <Icon name="Plus" />
          Add Portfolio
        </Link>
      </PageHeading>
      <Suspense
        fallback={
          <p role="status" className="text-sm text-muted">
            Loading portfolios...
          </p>
        }
      >
        <PortfolioList searchParams={searchParams} />
      </Suspense>
    </div>
  );
}
