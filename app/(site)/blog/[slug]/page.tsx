import type { Metadata } from "next";
import { MediaImage } from "@/components/site/media-image";
import { permanentRedirect, redirect } from "next/navigation";
import { redirectFor } from "@/lib/redirects/queries";
import { ArticleBody } from "@/components/site/blog/article-body";
import { ArticleCta } from "@/components/site/blog/article-cta";
import { GeneratedCover } from "@/components/site/blog/generated-cover";
import { ArticleHeader } from "@/components/site/blog/article-header";
import { ArticleJsonLd } from "@/components/site/blog/article-json-ld";
import { ArticleTags } from "@/components/site/blog/article-tags";
import { AuthorCard } from "@/components/site/blog/author-card";
import { RelatedArticles } from "@/components/site/blog/related-articles";
import { builtInBlogList } from "@/lib/blog/built-in";
import { getBlogPost, getBlogPosts } from "@/lib/blog/queries";
import { blogPath, relatedPosts, summaryOf } from "@/lib/blog/rules";
import { previewedItem } from "@/lib/preview/items";
import { blogType } from "@/lib/blog/type";
import { PreviewBar } from "@/components/site/preview/preview-bar";

type Props = { params: Promise<{ slug: string }> };

// Params not built ahead render on their own, blocking: Next would otherwise build one generic shell for the route
// whose cached reads (one page's data, untagged) a later page would start from, stale after an edit.
export const unstable_paramMatching = { slug: "blocking" };

export function generateStaticParams() {
  return builtInBlogList().map((post) => ({ slug: post.id }));
}

/** The post this request shows: its saved draft in a preview (draft mode, admin or share link), else the public one. */
async function postFor(id: string) {
  const preview = await previewedItem(blogType, id);
  return preview ? { post: preview.item, preview } : { post: (await getBlogPost(id)).data, preview: null };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params;
  const { post, preview } = await postFor(decodeURIComponent(slug));
  if (!post) return { title: "Blog" };
  return {
    ...(preview && { robots: { index: false, follow: false } }),
    title: post.title,
    description: summaryOf(post),
    authors: [{ name: post.authorName }],
    alternates: { canonical: blogPath(post.id) },
    openGraph: {
      type: "article",
      title: post.title,
      description: summaryOf(post),
      publishedTime: post.publishedAt.toISOString(),
      authors: [post.authorName],
      tags: post.tags,
      section: post.category,
    },
  };
}

export default async function BlogArticlePage({ params }: Props) {
  const { slug } = await params;
  const { post, preview } = await postFor(decodeURIComponent(slug));
  if (!post) {
    const moved = await redirectFor(blogPath(decodeURIComponent(slug)));
    if (moved) permanentRedirect(moved);
    redirect("/blogs");
  }
  const { data: all } = await getBlogPosts();
  return (
    <>
      {preview && (
        <PreviewBar
          viewer={preview.viewer}
          status={post.status}
          editHref={`/admin/blogs/edit/${encodeURIComponent(post.id)}`}
          pagePath={blogPath(post.id)}
        />
      )}
      <article className="container-page pb-20 pt-28 md:pt-36">
        <ArticleJsonLd post={post} />
        <div className="mx-auto max-w-6xl">
          <ArticleHeader post={post} />
          <div className="relative mt-10 aspect-[16/9] overflow-hidden rounded-card border border-border bg-surface-2">
            {post.featuredImage ? (
              <MediaImage
                src={post.featuredImage}
                alt={post.title}
                fill
                preload
                sizes="(min-width: 1200px) 1152px, 100vw"
                className="object-cover"
              />
            ) : (
              <GeneratedCover
                title={post.title}
                category={post.category}
                className="p-8 md:p-14 [&>p]:text-[clamp(1.75rem,4vw,3.5rem)]"
              />
            )}
          </div>
          <div className="mt-12 grid gap-12 lg:grid-cols-[minmax(0,1fr)_18rem] lg:gap-16">
            <div className="min-w-0 lg:max-w-[72ch]">
              <ArticleBody content={post.content} />
              <ArticleTags tags={post.tags} />
              <ArticleCta />
            </div>
            <aside className="lg:sticky lg:top-28 lg:self-start">
              <AuthorCard post={post} />
            </aside>
          </div>
        </div>
      </article>
      <RelatedArticles posts={relatedPosts(post, all)} />
    </>
  );
}
