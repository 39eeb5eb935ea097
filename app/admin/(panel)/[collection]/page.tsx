import Link from "next/link";
import { notFound } from "next/navigation";
import { Suspense } from "react";
import { Icon, type IconName } from "@/components/ui/icon";
import { requirePermission } from "@/lib/admin/page-access";
import { NotAllowed } from "@/components/admin/shell/not-allowed";
import { db } from "@/lib/db";
import { initialTable } from "@/lib/admin-tables";
import { contentTypeAt } from "@/lib/content-types";
import type { AnyContentType } from "@/lib/content/type";
import { PageHeading } from "@/components/admin/shell/page-heading";
import { ContentTable, type ContentRowJson } from "@/components/admin/content/content-table.client";
import { ListViews } from "@/components/admin/content/list-views";
import { ToastAndGo } from "@/components/admin/common/toast-and-go.client";
import { buttonClass } from "@/components/ui/button";
import { logger } from "@/lib/log/logger";

const log = logger("admin");

type SearchParams = Promise<Record<string, string | string[] | undefined>>;
type Props = { params: Promise<{ collection: string }>; searchParams: SearchParams };

async function ContentList({ type, searchParams }: { type: AnyContentType; searchParams: SearchParams }) {
  const { session, allowed } = await requirePermission("content.read");
  if (!allowed) return <NotAllowed role={session.role} permission="content.read" />;
  const { admin, entity } = type;
  const initial = await initialTable<ContentRowJson>(await db(), type.name, await searchParams).catch(
    (error: unknown) => {
      log.error({ err: error, type: type.name }, "loading the list failed");
      return null;
    },
  );
  if (!initial)
    return <ToastAndGo title="Error" description={`Failed to load ${entity.labels.adminMany}. Please try again.`} />;
  const publicPrefix = type.publicPath?.("-").slice(0, -1);
  return (
    <ContentTable
      initial={initial}
      actor={{ role: session.role, userId: session.userId }}
      spec={{
        name: type.name,
        noun: { one: entity.labels.admin, many: entity.labels.adminMany },
        adminPath: admin.path,
        publicPrefix,
        columns: admin.columns,
        choices: admin.choices ?? {},
        defaultSort: admin.sorts[0],
      }}
    />
  );
}

/** Every content type's management page: its heading, its New button and its list. */
export default async function ContentListPage({ params, searchParams }: Props) {
  const type = contentTypeAt((await params).collection);
  if (!type) notFound();
  const { admin, entity } = type;
  return (
    <div className="grid grid-cols-1 gap-6">
      <PageHeading title={admin.heading} description={admin.description}>
        <Link href={`${admin.path}/new`} className={buttonClass()}>
          <Icon name={admin.add.icon as IconName} />
          {admin.add.label}
        </Link>
      </PageHeading>
      <ListViews type={type} current={admin.path} />
      <Suspense
        fallback={
          <p role="status" className="text-sm text-muted">
            Loading {entity.labels.adminMany}...
          </p>
        }
      >
        <ContentList type={type} searchParams={searchParams} />
      </Suspense>
    </div>
  );
}
