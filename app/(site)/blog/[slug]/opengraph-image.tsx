import { ImageResponse } from "next/og";
import { getSiteSettings } from "@/lib/settings/queries";
import { getBlogPost } from "@/lib/blog/queries";
import { builtInBlogList } from "@/lib/blog/built-in";

export const alt = "Kairo Labs blog article";
export const size = { width: 1200, height: 630 };
export const contentType = "image/png";

// Prerendered like the articles themselves, and cached until the post or the settings change.
export function generateStaticParams() {
  return builtInBlogList().map((post) => ({ slug: post.id }));
}

/** The article's Open Graph image: category, title and author on the brand gradient (satori's built-in font). */
export default async function OpenGraphImage({ params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params;
  const [site, { data: post }] = await Promise.all([getSiteSettings(), getBlogPost(decodeURIComponent(slug))]);
  const title = post?.title ?? `${site.name} Blog`;
  return new ImageResponse(
    <div
      style={{
        width: "100%",
        height: "100%",
        display: "flex",
        flexDirection: "column",
        justifyContent: "space-between",
        padding: 72,
        color: "#f5f7fb",
        backgroundColor: "#0b0f1a",
        backgroundImage:
          "radial-gradient(circle at 85% 10%, rgba(56,189,248,0.35), transparent 45%), radial-gradient(circle at 10% 100%, rgba(168,85,247,0.35), transparent 50%)",
      }}
    >
      <div style={{ display: "flex", alignItems: "center", gap: 16, fontSize: 28, opacity: 0.9 }}>
        <div
          style={{
            width: 40,
            height: 40,
            borderRadius: 12,
            background: "linear-gradient(100deg, #38bdf8, #6366f1, #a855f7)",
          }}
        />
        {site.name} · Blog
      </div>
      <div style={{ display: "flex", flexDirection: "column", gap: 24 }}>
        {post?.category && (
          <div
            style={{ display: "flex", fontSize: 26, color: "#7dd3fc", textTransform: "uppercase", letterSpacing: 3 }}
          >
            {post.category}
          </div>
        )}
        <div
          style={{
            display: "flex",
            fontSize: title.length > 60 ? 60 : 72,
            fontWeight: 700,
            lineHeight: 1.08,
            letterSpacing: -1.5,
          }}
        >
          {title}
        </div>
      </div>
      <div style={{ display: "flex", fontSize: 26, opacity: 0.75 }}>
        {post ? `${post.authorName} · ${post.readingTime} min read` : site.siteUrl}
      </div>
    </div>,
    size,
  );
}
