import Link from "next/link";
import { blogsPath } from "@/lib/paths";

export function ArticleTags({ tags }: { tags: string[] }) {
  if (tags.length === 0) return null;
  return (
    <section aria-labelledby="article-tags" className="mt-12 border-t border-border pt-8">
      <h2 id="article-tags" className="text-xs font-semibold uppercase tracking-[0.2em] text-subtle">
        Tags
      </h2>
      <ul className="mt-4 flex flex-wrap gap-2">
        {tags.map((tag) => (
          <li key={tag}>
            <Link
              href={blogsPath({ tag })}
              className="inline-flex min-h-11 items-center rounded-pill border border-border bg-surface px-4 text-sm text-muted transition hover:border-foreground/30 hover:text-foreground"
            >
              #{tag}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
