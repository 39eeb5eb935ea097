import { getBlogPosts } from "@/lib/blog/queries";
import { buildRss } from "@/lib/blog/rss";
import { getSiteSettings } from "@/lib/settings/queries";

/** /rss.xml: RSS 2.0 of the blog, newest first (cached with the blog tag). */
export async function GET() {
  const [{ data: posts }, site] = await Promise.all([getBlogPosts(), getSiteSettings()]);
  const xml = buildRss(
    {
      title: `${site.name} Blog`,
      link: `${site.siteUrl}/blogs`,
      description: `Field notes from ${site.name} on AI agents, SaaS, mobile and web engineering.`,
      siteUrl: site.siteUrl,
    },
    posts,
  );
  return new Response(xml, { headers: { "Content-Type": "application/rss+xml; charset=utf-8" } });
}
