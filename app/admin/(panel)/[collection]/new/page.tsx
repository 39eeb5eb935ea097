import { notFound } from "next/navigation";
import { Suspense } from "react";
import { requireAdmin } from "@/lib/auth/session";
import { draftCopyFor } from "@/lib/autosave/queries";
import { NEW_ITEM } from "@/lib/autosave/schema";
import { contentTypeAt } from "@/lib/content-types";
import { EDITORS } from "@/components/admin/content/editors";

async function NewItem({ params }: { params: Promise<{ collection: string }> }) {
  const type = contentTypeAt((await params).collection);
  if (!type) notFound();
  const session = await requireAdmin();
  const draftCopy = await draftCopyFor(type.name, NEW_ITEM, session.email).catch(() => null);
  const { form: Form, values } = EDITORS[type.name];
  return <Form defaultValues={values() as never} draftCopy={draftCopy} />;
}

/** Add New …: the type's editor, empty (or the admin's autosaved copy, offered back). */
export default function NewItemPage({ params }: { params: Promise<{ collection: string }> }) {
  return (
    <Suspense
      fallback={
        <p role="status" className="text-sm text-muted">
          Loading...
        </p>
      }
    >
      <NewItem params={params} />
    </Suspense>
  );
}
