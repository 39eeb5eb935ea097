import { MediaImage } from "@/components/site/media-image";
import type { BlogPost } from "@/lib/blog/schema";

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase())
    .join("");

/** The 'About the Author' sidebar: avatar (initials on a gradient when there is none), name and bio. */
export function AuthorCard({ post }: { post: BlogPost }) {
  return (
    <section aria-labelledby="about-author" className="rounded-card border border-border bg-surface p-6">
      <h2 id="about-author" className="text-xs font-semibold uppercase tracking-[0.2em] text-subtle">
        About the Author
      </h2>
      <div className="mt-5 flex items-center gap-4">
        {post.authorAvatar ? (
          <MediaImage
            src={post.authorAvatar}
            alt={post.authorName}
            width={56}
            height={56}
            className="size-14 rounded-full object-cover ring-2 ring-border"
          />
        ) : (
          <span
            aria-hidden
            className="grid size-14 place-items-center rounded-full bg-gradient-brand font-display text-lg font-semibold text-white"
          >
            {initials(post.authorName)}
          </span>
        )}
        <p className="font-display text-lg font-semibold">{post.authorName}</p>
      </div>
      {post.authorBio && <p className="mt-4 text-sm leading-relaxed text-muted">{post.authorBio}</p>}
    </section>
  );
}
