import type { Metadata } from "next";
import { Suspense } from "react";
import { requireAdmin } from "@/lib/auth/session";
import { blogFormValues } from "@/lib/blog/form-values";
import { BlogForm } from "@/components/admin/blog/blog-form.client";

export const metadata: Metadata = { title: "Create Blog Post" };

async function NewBlogPost() {
  await requireAdmin();
  return <BlogForm defaultValues={blogFormValues()} />;
}

export default function NewBlogPostPage() {
  return <Suspense fallback={<p role="status" className="text-sm text-muted">Loading...</p>}><NewBlogPost /></Suspense>;
}
