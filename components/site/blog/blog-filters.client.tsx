"use client";

import { useLocationSearch } from "@/lib/url/location-search";
import { BlogListView } from "./blog-list-view";
import type { PostSummary } from "./post-summary";

/** The category filter (?category=) and tag filter (?tag=), read from the URL in the browser so the page stays static:
 *  the prerendered HTML holds every post, for crawlers and visitors without JavaScript. */
export function FilteredBlogList({ posts, categories }: { posts: PostSummary[]; categories: string[] }) {
  const params = useLocationSearch();
  return <BlogListView posts={posts} categories={categories}
    category={params.get("category") ?? undefined} tag={params.get("tag") ?? undefined} />;
}
