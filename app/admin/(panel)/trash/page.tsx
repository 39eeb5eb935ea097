import { Suspense } from "react";
import { requireAdmin } from "@/lib/auth/session";
import { db } from "@/lib/db";
import { trashList, TRASH_DAYS } from "@/lib/trash/trash";
import { PageHeading } from "@/components/admin/shell/page-heading";
import { TrashList } from "@/components/admin/trash/trash-list";

async function Items() {
  await requireAdmin();
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
