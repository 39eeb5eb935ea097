import { getSiteSettings } from "@/lib/settings/queries";
import type { BlogPost } from "@/lib/blog/schema";
import { blogPath } from "@/lib/blog/rules";
import { JsonLd } from "@/components/ui/json-ld";

/** BlogPosting structured data. */
export async function ArticleJsonLd({ post }: { post: BlogPost }) {
  const site = await getSiteSettings();
  const absolute = (path: string) => (/^https?:\/\//.test(path) ? path : `${site.siteUrl}${path}`);
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
  return <JsonLd data={data} />;
}
