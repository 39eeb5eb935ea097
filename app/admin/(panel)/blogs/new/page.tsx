import { Suspense } from "react";
import { requirePermission } from "@/lib/admin/page-access";
import { NotAllowed } from "@/components/admin/shell/not-allowed";
import { draftCopyFor } from "@/lib/autosave/queries";
import { NEW_ITEM } from "@/lib/autosave/schema";
import { canAll } from "@/lib/access/permissions";
import { blogFormValues } from "@/lib/blog/form-values";
import { BlogForm } from "@/components/admin/blog/blog-form.client";

async function NewBlogPost() {
  const { session, allowed } = await requirePermission("content.create");
  if (!allowed) return <NotAllowed role={session.role} permission="content.create" />;
  const draftCopy = await draftCopyFor("blog", NEW_ITEM, session.email).catch(() => null);
  return (
    <BlogForm
      defaultValues={blogFormValues()}
      draftCopy={draftCopy}
      canPublish={canAll(session.role, "content.publish")}
    />
  );
}

export default function NewBlogPostPage() {
  return (
    <Suspense
      fallback={
        <p role="status" className="text-sm text-muted">
          Loading...
        </p>
      }
    >
      <NewBlogPost />
    </Suspense>
  );
}
