import { Suspense } from "react";
import { requirePermission } from "@/lib/admin/page-access";
import { can } from "@/lib/access/permissions";
import { NotAllowed } from "@/components/admin/shell/not-allowed";
import { db } from "@/lib/db";
import { listLibrary } from "@/lib/media/library";
import { PageHeading } from "@/components/admin/shell/page-heading";
import { MediaLibrary } from "@/components/admin/media/media-library.client";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

async function Library({ searchParams }: Props) {
  const { session, allowed } = await requirePermission("content.read");
  if (!allowed) return <NotAllowed role={session.role} permission="content.read" />;
  const q = (await searchParams).q;
  const query = typeof q === "string" ? q : "";
  const items = await listLibrary(await db(), query);
  return <MediaLibrary items={items} query={query} canUpload={can(session.role, "media.upload")} />;
}

export default function MediaPage({ searchParams }: Props) {
  return (
    <div className="grid grid-cols-1 gap-6">
      <PageHeading title="Media" description="Every image of the site: upload, describe, see where each is used." />
      <Suspense
        fallback={
          <p role="status" className="text-sm text-muted">
            Loading images...
          </p>
        }
      >
        <Library searchParams={searchParams} />
      </Suspense>
    </div>
  );
}
