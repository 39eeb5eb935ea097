import { SmartImage } from "@/components/ui/smart-image.client";
import type { CardImageLoading } from "@/components/ui/card-image-loading";
import Link from "next/link";
import { Icon } from "@/components/ui/icon";
import { blogPath, LIST_TAGS_LIMIT } from "@/lib/blog/rules";
import { blogsPath } from "@/lib/paths";
import { CategoryBadge } from "./category-badge";
import { GeneratedCover } from "./generated-cover";
import type { PostSummary } from "./post-summary";

/** A blog list card: featured image, category, title, excerpt, author, date, reading time and up to 2 tag links. */
export function PostCard({ post, imageLoading }: { post: PostSummary; imageLoading?: CardImageLoading }) {
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-card border border-border bg-surface transition duration-300 hover:-translate-y-1 hover:border-foreground/20 hover:shadow-[0_24px_60px_-30px] hover:shadow-cyan/30">
      <div className="relative aspect-[16/9] overflow-hidden bg-surface-2">
        {post.featuredImage ? (
          <SmartImage
            stockFallbacks={false}
            src={post.featuredImage}
            meta={post.coverMeta}
            alt=""
            fill
            {...imageLoading}
            sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
            className="object-cover transition duration-500 group-hover:scale-[1.03]"
          />
        ) : (
          <GeneratedCover title={post.title} category={post.category} className="pt-16" />
        )}
        {post.category && <CategoryBadge category={post.category} className="absolute left-4 top-4" />}
      </div>
      <div className="flex flex-1 flex-col p-6">
        <h2 className="font-display text-xl font-semibold leading-snug tracking-tight">
          <Link
            href={blogPath(post.id)}
            className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none"
          >
            {post.title}
          </Link>
        </h2>
        <p className="mt-3 line-clamp-3 text-sm leading-relaxed text-muted">{post.excerpt}</p>
        {post.tags.length > 0 && (
          <ul className="relative z-10 mt-4 flex flex-wrap gap-2" aria-label="Tags">
            {post.tags.slice(0, LIST_TAGS_LIMIT).map((tag) => (
              <li key={tag}>
                <Link
                  href={blogsPath({ tag })}
                  className="inline-flex min-h-8 items-center rounded-pill bg-surface-2 px-3 text-xs text-muted transition hover:text-foreground"
                >
                  #{tag}
                </Link>
              </li>
            ))}
          </ul>
        )}
        <div className="mt-auto flex flex-wrap items-center gap-x-4 gap-y-1.5 border-t border-border pt-4 text-xs text-muted [margin-top:max(1.5rem,auto)]">
          <span className="w-full font-medium text-foreground">{post.authorName}</span>
          <span className="inline-flex items-center gap-1.5">
            <Icon name="CalendarDays" className="size-3.5" />
            <time dateTime={post.publishedAt}>{post.dateLabel}</time>
          </span>
          <span className="inline-flex items-center gap-1.5 tabular">
            <Icon name="Clock" className="size-3.5" />
            {post.readingTime} min read
          </span>
        </div>
      </div>
    </article>
  );
}
