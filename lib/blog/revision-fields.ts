import type { RevisionFields } from "@/lib/revisions/diff";

/** A post's fields as its revisions name them (the edit form's labels); the body, excerpt and bio are diffed by words. */
export const BLOG_REVISION_FIELDS: RevisionFields = {
  id: { label: "Slug" },
  title: { label: "Title" },
  excerpt: { label: "Excerpt", long: true },
  authorName: { label: "Author Name" },
  publishedAt: { label: "Date" },
  readingTime: { label: "Reading Time (minutes)" },
  category: { label: "Category" },
  authorAvatar: { label: "Author Avatar" },
  featuredImage: { label: "Featured Image" },
  authorBio: { label: "Author Bio", long: true },
  tags: { label: "Tags" },
  content: { label: "Blog Content", long: true },
  featured: { label: "Featured" },
  status: { label: "Status" },
  publishAt: { label: "Publish at" },
};
