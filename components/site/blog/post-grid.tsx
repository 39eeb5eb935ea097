import { balancedGrid, balancedItem } from "@/components/ui/balanced-grid";
import { cn } from "@/lib/utils";
import type { PostSummary } from "./post-summary";
import { PostCard } from "./post-card";

export function PostGrid({ posts }: { posts: PostSummary[] }) {
  return (
    <ul className={cn("gap-6", balancedGrid(posts.length))} data-testid="blog-list">
      {posts.map((post, index) => (
        <li key={post.id} className={cn("flex", balancedItem(index, posts.length))}><div className="flex w-full flex-col [&>article]:flex-1"><PostCard post={post} priority={index < 3} /></div></li>
      ))}
    </ul>
  );
}
