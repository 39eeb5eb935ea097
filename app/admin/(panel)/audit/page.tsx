import { Suspense } from "react";
import { requirePermission } from "@/lib/admin/page-access";
import { NotAllowed } from "@/components/admin/shell/not-allowed";
import { db } from "@/lib/db";
import { initialTable } from "@/lib/admin-tables";
import { peopleByEmail } from "@/lib/team/queries";
import { PageHeading } from "@/components/admin/shell/page-heading";
import { AuditTable, type AuditRowJson } from "@/components/admin/audit/audit-table.client";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

async function AuditList({ searchParams }: Props) {
  const { session, allowed } = await requirePermission("audit.read");
  if (!allowed) return <NotAllowed role={session.role} permission="audit.read" />;
  const prisma = await db();
  const [initial, people] = await Promise.all([
    initialTable<AuditRowJson>(prisma, "audit", await searchParams),
    peopleByEmail(prisma),
  ]);
  return <AuditTable initial={initial} people={people} />;
}

export default function AuditPage({ searchParams }: Props) {
  return (
    <div className="grid grid-cols-1 gap-6">
      <PageHeading title="Audit Log" description="Every change made in the admin: who, what and when." />
      <Suspense
        fallback={
          <p role="status" className="text-sm text-muted">
            Loading the audit log...
          </p>
        }
      >
        <AuditList searchParams={searchParams} />
      </Suspense>
    </div>
  );
}
