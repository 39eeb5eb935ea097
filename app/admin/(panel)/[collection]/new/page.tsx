import { notFound } from "next/navigation";
import { Suspense } from "react";
import { requirePermission } from "@/lib/admin/page-access";
import { canAll } from "@/lib/access/permissions";
import { draftCopyFor } from "@/lib/autosave/queries";
import { NEW_ITEM } from "@/lib/autosave/schema";
import { contentTypeAt } from "@/lib/content-types";
import type { AnyContentType } from "@/lib/content/type";
import { NotAllowed } from "@/components/admin/shell/not-allowed";
import { EDITORS } from "@/components/admin/content/editors";

async function NewItem({ type }: { type: AnyContentType }) {
  const { session, allowed } = await requirePermission("content.create");
  if (!allowed) return <NotAllowed role={session.role} permission="content.create" />;
  const draftCopy = await draftCopyFor(type.name, NEW_ITEM, session.email).catch(() => null);
  const { form: Form, values } = EDITORS[type.name];
  return (
    <Form
      defaultValues={values() as never}
      draftCopy={draftCopy}
      canPublish={canAll(session.role, "content.publish")}
    />
  );
}

/** Add New …: the type's editor, empty (or the admin's autosaved copy, offered back). */
export default async function NewItemPage({ params }: { params: Promise<{ collection: string }> }) {
  const type = contentTypeAt((await params).collection);
  if (!type) notFound();
  return (
    <Suspense
      fallback={
        <p role="status" className="text-sm text-muted">
          Loading...
        </p>
      }
    >
      <NewItem type={type} />
    </Suspense>
  );
}
