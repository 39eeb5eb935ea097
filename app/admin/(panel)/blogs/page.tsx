import Link from "next/link";
import { Suspense } from "react";
import { Icon } from "@/components/ui/icon";
import { requirePermission } from "@/lib/admin/page-access";
import { NotAllowed } from "@/components/admin/shell/not-allowed";
import { db } from "@/lib/db";
import { initialTable } from "@/lib/admin-tables";
import { PageHeading } from "@/components/admin/shell/page-heading";
import { BlogTable, type PostRowJson } from "@/components/admin/blog/blog-table.client";
import { ToastAndGo } from "@/components/admin/common/toast-and-go.client";
import { buttonClass } from "@/components/ui/button";
import { logger } from "@/lib/log/logger";

const log = logger("admin");

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

async function BlogList({ searchParams }: Props) {
  const { session, allowed } = await requirePermission("content.read");
  if (!allowed) return <NotAllowed role={session.role} permission="content.read" />;
  const initial = await initialTable<PostRowJson>(await db(), "posts", await searchParams).catch((error: unknown) => {
    log.error({ err: error }, "loading blog posts failed");
    return null;
  });
  if (!initial) return <ToastAndGo title="Error" description="Failed to load blog posts. Please try again." />;
  return <BlogTable initial={initial} actor={{ role: session.role, userId: session.userId }} />;
}

export default function BlogManagementPage({ searchParams }: Props) {
  return (
    <div className="grid grid-cols-1 gap-6">
      <PageHeading title="Blog Management" description="Articles on /blogs, newest first.">
        <Link href="/admin/blogs/new" className={buttonClass()}>
          <Icon name="PenLine" />
          Write New Blog Post
        </Link>
      </PageHeading>
      <Suspense
        fallback={
          <p role="status" className="text-sm text-muted">
            Loading blog posts...
          </p>
        }
      >
        <BlogList searchParams={searchParams} />
      </Suspense>
    </div>
  );
}
