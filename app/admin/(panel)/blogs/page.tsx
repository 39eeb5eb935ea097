import type { Metadata } from "next";
import Link from "next/link";
import { Suspense } from "react";
import { PenLine } from "lucide-react";
import { requireAdmin } from "@/lib/auth/session";
import { adminBlogPosts } from "@/lib/blog/admin-queries";
import { PageHeading } from "@/components/admin/shell/page-heading";
import { BlogTable } from "@/components/admin/blog/blog-table";
import { ToastAndGo } from "@/components/admin/common/toast-and-go.client";
import { buttonClass } from "@/components/ui/button";
import { logger } from "@/lib/log/logger";

const log = logger("admin");

export const metadata: Metadata = { title: "Blog Management" };

async function BlogList() {
  await requireAdmin();
  const posts = await adminBlogPosts().catch((error: unknown) => {
    log.error({ err: error }, "loading blog posts failed");
    return null;
  });
  if (!posts) return <ToastAndGo title="Error" description="Failed to load blog posts. Please try again." />;
  return <BlogTable posts={posts} />;
}

export default function BlogManagementPage() {
  return (
    <div className="grid grid-cols-1 gap-6">
      <PageHeading title="Blog Management" description="Articles on /blogs, newest first.">
        <Link href="/admin/blogs/new" className={buttonClass()}><PenLine aria-hidden />Write New Blog Post</Link>
      </PageHeading>
      <Suspense fallback={<p role="status" className="text-sm text-muted">Loading blog posts...</p>}>
        <BlogList />
      </Suspense>
    </div>
  );
}
