import type { PostSummary } from "./post-summary";
import { PostCard } from "./post-card";

export function PostGrid({ posts }: { posts: PostSummary[] }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="blog-list">
      {posts.map((post, index) => (
        <li key={post.id} className="flex"><div className="flex w-full flex-col [&>article]:flex-1"><PostCard post={post} priority={index < 3} /></div></li>
      ))}
    </ul>
  );
}
