import { balancedGrid, balancedItem } from "@/components/ui/balanced-grid";
import { cardImageLoading } from "@/components/ui/card-image-loading";
import { cn } from "@/lib/utils";
import type { PostSummary } from "./post-summary";
import { PostCard } from "./post-card";

/** `opensPage`: the grid is the top of the page (the blog list), so its first row loads at once; elsewhere (related
 *  articles, at an article's end) every image loads lazily. */
export function PostGrid({ posts, opensPage = false }: { posts: PostSummary[]; opensPage?: boolean }) {
  return (
    <ul className={cn("gap-6", balancedGrid(posts.length))} data-testid="blog-list">
      {posts.map((post, index) => (
        <li key={post.id} className={cn("flex", balancedItem(index, posts.length))}>
          <div className="flex w-full flex-col [&>article]:flex-1">
            <PostCard post={post} imageLoading={opensPage ? cardImageLoading(index) : undefined} />
          </div>
        </li>
      ))}
    </ul>
  );
}
