"use client";

import Link from "next/link";
import { Icon } from "@/components/ui/icon";
import { filterPosts } from "@/lib/blog/rules";
import { blogsPath } from "@/lib/paths";
import { useLocationSearch } from "@/lib/url/location-search";
import { cn } from "@/lib/utils";
import { useChipInView } from "@/components/ui/use-chip-in-view";
import { PostGrid } from "./post-grid";
import type { PostSummary } from "./post-summary";

const chip = "inline-flex min-h-11 items-center rounded-pill border px-4 text-sm font-medium transition";

const hrefFor = (category?: string, tag?: string) => blogsPath({ category, tag });

/** The category filter links (?category=), the active tag (?tag=) and the matching posts. The filters are read from the
 *  URL in the browser so the page stays static: the prerendered HTML holds every post, for crawlers and visitors
 *  without JavaScript. */
export function FilteredBlogList({ posts, categories }: { posts: PostSummary[]; categories: string[] }) {
  const params = useLocationSearch();
  const category = params.get("category") ?? undefined;
  const tag = params.get("tag") ?? undefined;
  const shown = filterPosts(posts, { category, tag });
  const row = useChipInView<HTMLElement>(category);
  return (
    <>
      <nav ref={row} aria-label="Blog categories" className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-2">
        {[undefined, ...categories].map((value) => {
          const active = value === category;
          return (
            <Link
              key={value ?? "all"}
              href={hrefFor(value, tag)}
              scroll={false}
              aria-current={active ? "page" : undefined}
              className={cn(
                chip,
                "shrink-0",
                active
                  ? "border-transparent bg-foreground text-background"
                  : "border-border bg-surface text-muted hover:text-foreground",
              )}
            >
              {value ?? "All"}
            </Link>
          );
        })}
      </nav>
      <div className="mt-6 flex min-h-11 flex-wrap items-center gap-3 text-sm text-muted" aria-live="polite">
        <span>
          {shown.length === 1 ? "1 article" : `${shown.length} articles`}
          {tag ? " tagged" : ""}
        </span>
        {tag && (
          <Link
            href={hrefFor(category)}
            scroll={false}
            className={cn(chip, "gap-2 border-border bg-surface-2 text-foreground")}
            aria-label={`Remove tag filter ${tag}`}
          >
            #{tag}
            <Icon name="X" className="size-4" />
          </Link>
        )}
      </div>
      <div className="mt-6">
        {shown.length > 0 ? (
          <PostGrid posts={shown} opensPage />
        ) : (
          <p className="rounded-card border border-dashed border-border p-10 text-center text-muted">
            No articles match this filter.{" "}
            <Link href="/blogs" className="font-medium text-foreground underline underline-offset-4">
              Show all articles
            </Link>
          </p>
        )}
      </div>
    </>
  );
}
