import type { BlogPost } from "@/lib/blog/schema";
import { getImageMetas } from "@/lib/media/queries";
import { PostGrid } from "./post-grid";
import { toPostSummary } from "./post-summary";

/** Up to 3 'Related Articles' (same category first, then shared tags, then the newest), each linking to /blog/{id}. */
export async function RelatedArticles({ posts }: { posts: BlogPost[] }) {
  if (posts.length === 0) return null;
  const metas = await getImageMetas();
  return (
    <section
      aria-labelledby="related-articles"
      className="border-t border-border bg-surface/40 py-20"
      data-testid="related-articles"
    >
      <div className="container-page">
        <h2 id="related-articles" className="text-h2 font-display font-semibold">
          Related Articles
        </h2>
        <div className="mt-10">
          <PostGrid posts={posts.map((post) => toPostSummary(post, metas))} />
        </div>
      </div>
    </section>
  );
}
