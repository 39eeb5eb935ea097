"use client";

import { useSearchParams } from "next/navigation";
import { BlogListView } from "./blog-list-view";
import type { PostSummary } from "./post-summary";

/** The category filter (?category=) and tag filter (?tag=), read from the URL in the browser so the page stays static. */
export function FilteredBlogList({ posts, categories }: { posts: PostSummary[]; categories: string[] }) {
  const params = useSearchParams();
  return <BlogListView posts={posts} categories={categories} ready
    category={params.get("category") ?? undefined} tag={params.get("tag") ?? undefined} />;
}
