import { Suspense } from "react";
import { requirePermission } from "@/lib/admin/page-access";
import { NotAllowed } from "@/components/admin/shell/not-allowed";
import { db } from "@/lib/db";
import { trashList, TRASH_DAYS } from "@/lib/trash/trash";
import { PageHeading } from "@/components/admin/shell/page-heading";
import { TrashList } from "@/components/admin/trash/trash-list";

async function Items() {
  const { session, allowed } = await requirePermission("trash.manage");
  if (!allowed) return <NotAllowed role={session.role} permission="trash.manage" />;
  const items = await trashList(await db());
  return <TrashList items={items} />;
}

export default function TrashPage() {
  return (
    <div className="grid grid-cols-1 gap-6">
      <PageHeading
        title="Trash"
        description={`Deleted portfolios and blog posts, kept ${TRASH_DAYS} days. Restore puts one back as it was.`}
      />
      <Suspense
        fallback={
          <p role="status" className="text-sm text-muted">
            Loading the trash...
          </p>
        }
      >
        <Items />
      </Suspense>
    </div>
  );
}
