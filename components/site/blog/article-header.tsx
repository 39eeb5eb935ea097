import { Icon } from "@/components/ui/icon";
import type { BlogPost } from "@/lib/blog/schema";
import { formatPostDate } from "@/lib/blog/rules";
import { BackLink } from "./back-link";
import { CategoryBadge } from "./category-badge";
import { ShareButton } from "./share-button.client";

export function ArticleHeader({ post }: { post: BlogPost }) {
  return (
    <header className="max-w-4xl">
      <BackLink href="/blogs">Back to Blog</BackLink>
      {post.category && (
        <div className="mt-8">
          <CategoryBadge category={post.category} />
        </div>
      )}
      <h1 className="mt-5 text-h1 font-display font-semibold text-balance">{post.title}</h1>
      {post.excerpt && <p className="mt-5 max-w-3xl text-lg leading-relaxed text-muted md:text-xl">{post.excerpt}</p>}
      <div className="mt-8 flex max-w-3xl flex-wrap items-center justify-between gap-4 border-y border-border py-4">
        <p className="flex flex-wrap items-center gap-x-5 gap-y-2 text-sm text-muted">
          <span className="font-medium text-foreground">{post.authorName}</span>
          <span className="inline-flex items-center gap-1.5">
            <Icon name="CalendarDays" className="size-4" />
            <time dateTime={post.publishedAt.toISOString()}>{formatPostDate(post.publishedAt)}</time>
          </span>
          <span className="inline-flex items-center gap-1.5 tabular">
            <Icon name="Clock" className="size-4" />
            {post.readingTime} min read
          </span>
        </p>
        <ShareButton title={post.title} text={post.excerpt} />
      </div>
    </header>
  );
}
