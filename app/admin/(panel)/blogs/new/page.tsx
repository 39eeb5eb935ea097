import type { Metadata } from "next";
import { requireAdmin } from "@/lib/auth/session";
import { blogFormValues } from "@/lib/admin/blog-form-values";
import { BlogForm } from "@/components/admin/blog/blog-form.client";

export const metadata: Metadata = { title: "Create Blog Post" };

export default async function NewBlogPostPage() {
  await requireAdmin("/admin/blogs/new");
  return <BlogForm defaultValues={blogFormValues()} />;
}
