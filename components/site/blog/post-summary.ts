import type { BlogPost } from "@/lib/blog/schema";
import { formatPostDate } from "@/lib/blog/rules";
import type { ImageMeta } from "@/lib/media/image-meta";

/** What a blog list card needs (no body), safe to hand to a client component. */
export interface PostSummary {
  id: string;
  title: string;
  excerpt: string;
  authorName: string;
  authorAvatar?: string;
  category?: string;
  featuredImage?: string;
  /** The library's details of the featured image (blur placeholder, focal point), when it is a library image. */
  coverMeta?: ImageMeta;
  tags: string[];
  readingTime: number;
  publishedAt: string;
  dateLabel: string;
}

/** The card's data of a post; `metas` are the library's image details by URL (the card is drawn inside a client
 *  component, where the library's cached read cannot run, so they come along as data). */
export function toPostSummary(post: BlogPost, metas: Record<string, ImageMeta> = {}): PostSummary {
  const coverMeta = post.featuredImage ? metas[post.featuredImage] : undefined;
  return {
    id: post.id,
    title: post.title,
    excerpt: post.excerpt,
    authorName: post.authorName,
    authorAvatar: post.authorAvatar,
    category: post.category,
    featuredImage: post.featuredImage,
    ...(coverMeta ? { coverMeta } : {}),
    tags: post.tags,
    readingTime: post.readingTime,
    publishedAt: post.publishedAt.toISOString(),
    dateLabel: formatPostDate(post.publishedAt),
  };
}
