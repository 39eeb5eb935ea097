import type { BlogPost as BlogRow } from "@/generated/prisma/client";
import { toStatus } from "@/lib/publishing/status";
import type { BlogData, BlogPost } from "./schema";

const orUndefined = <T>(v: T | null) => (v === null ? undefined : v);

export function fromBlogRow(row: BlogRow): BlogPost {
  return {
    id: row.id,
    title: row.title,
    excerpt: row.excerpt,
    content: row.content,
    authorName: row.authorName,
    authorAvatar: orUndefined(row.authorAvatar),
    authorBio: orUndefined(row.authorBio),
    publishedAt: row.publishedAt,
    category: orUndefined(row.category),
    featuredImage: orUndefined(row.featuredImage),
    tags: row.tags ?? [],
    readingTime: row.readingTime,
    featured: row.featured,
    status: toStatus(row.status),
    publishAt: orUndefined(row.publishAt),
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

export function toBlogColumns(data: BlogData) {
  return {
    title: data.title,
    excerpt: data.excerpt,
    content: data.content,
    authorName: data.authorName,
    authorAvatar: data.authorAvatar ?? null,
    authorBio: data.authorBio ?? null,
    publishedAt: data.publishedAt,
    category: data.category ?? null,
    featuredImage: data.featuredImage ?? null,
    tags: data.tags,
    readingTime: data.readingTime,
    featured: data.featured,
    status: data.status,
    publishAt: data.publishAt ?? null,
  };
}
