import { site } from "@/content/settings";
import type { BlogPost } from "@/lib/blog/schema";
import { blogPath } from "@/lib/blog/rules";

const absolute = (path: string) => (/^https?:\/\//.test(path) ? path : `${site.siteUrl}${path}`);

/** BlogPosting structured data; `<` is escaped so the JSON can never close the script element. */
export function ArticleJsonLd({ post }: { post: BlogPost }) {
  const url = absolute(blogPath(post.id));
  const data = {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: post.title,
    description: post.excerpt,
    datePublished: post.publishedAt.toISOString(),
    dateModified: post.updatedAt.toISOString(),
    url,
    mainEntityOfPage: url,
    image: post.featuredImage ? [absolute(post.featuredImage)] : undefined,
    author: { "@type": "Person", name: post.authorName },
    publisher: { "@type": "Organization", name: site.name, url: site.siteUrl },
    articleSection: post.category,
    keywords: post.tags.join(", "),
    timeRequired: `PT${post.readingTime}M`,
  };
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, "\\u003c") }} />;
}
