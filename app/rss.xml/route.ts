import { site } from "@/content/settings";
import { getBlogPosts } from "@/lib/blog/queries";
import { buildRss } from "@/lib/blog/rss";

/** /rss.xml: RSS 2.0 of the blog, newest first (cached with the blog tag). */
export async function GET() {
  const { data: posts } = await getBlogPosts();
  const xml = buildRss({
    title: `${site.name} Blog`,
    link: `${site.siteUrl}/blogs`,
    description: "Field notes from Kairo Labs on AI agents, SaaS, mobile and web engineering.",
    siteUrl: site.siteUrl,
  }, posts);
  return new Response(xml, { headers: { "Content-Type": "application/rss+xml; charset=utf-8" } });
}
