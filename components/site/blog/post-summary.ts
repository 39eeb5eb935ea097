import type { BlogPost } from "@/lib/blog/schema";
import { formatPostDate } from "@/lib/blog/rules";

/** What a blog list card needs (no body), safe to hand to a client component. */
export interface PostSummary {
  id: string;
  title: string;
  excerpt: string;
  authorName: string;
  authorAvatar?: string;
  category?: string;
  featuredImage?: string;
  tags: string[];
  readingTime: number;
  publishedAt: string;
  dateLabel: string;
}

export function toPostSummary(post: BlogPost): PostSummary {
  return {
    id: post.id, title: post.title, excerpt: post.excerpt, authorName: post.authorName, authorAvatar: post.authorAvatar,
    category: post.category, featuredImage: post.featuredImage, tags: post.tags, readingTime: post.readingTime,
    publishedAt: post.publishedAt.toISOString(), dateLabel: formatPostDate(post.publishedAt),
  };
}
