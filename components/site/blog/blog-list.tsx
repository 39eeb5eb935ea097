import { Suspense } from "react";
import { getBlogPosts } from "@/lib/blog/queries";
import { categoriesOf } from "@/lib/blog/rules";
import { getImageMetas } from "@/lib/media/queries";
import { FilteredBlogList } from "./blog-filters.client";
import { BlogListView } from "./blog-list-view";
import { toPostSummary } from "./post-summary";

/** Every post newest first. The filters read the URL in the browser: the prerendered (cached) HTML holds the
 *  full list as the Suspense fallback, so crawlers and no-JS visitors see every post. */
export async function BlogList() {
  const [{ data }, metas] = await Promise.all([getBlogPosts(), getImageMetas()]);
  const posts = data.map((post) => toPostSummary(post, metas));
  const categories = categoriesOf(data);
  return (
    <Suspense fallback={<BlogListView posts={posts} categories={categories} />}>
      <FilteredBlogList posts={posts} categories={categories} />
    </Suspense>
  );
}
