import { getBlogPosts } from "@/lib/blog/queries";
import { categoriesOf } from "@/lib/blog/rules";
import { getImageMetas } from "@/lib/media/queries";
import { FilteredBlogList } from "./blog-filters.client";
import { toPostSummary } from "./post-summary";

/** Every post newest first, filtered in the browser by the URL's category and tag. */
export async function BlogList() {
  const [{ data }, metas] = await Promise.all([getBlogPosts(), getImageMetas()]);
  return <FilteredBlogList posts={data.map((post) => toPostSummary(post, metas))} categories={categoriesOf(data)} />;
}
