import { blogPath, summaryOf } from "./rules";
import type { BlogPost } from "./schema";

export interface FeedChannel {
  title: string;
  link: string;
  description: string;
  siteUrl: string;
}

/** Text safe inside XML elements and attributes; characters XML 1.0 forbids are dropped. */
export function escapeXml(text: string): string {
  return text
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, "")
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

/** RSS 2.0 of the blog: channel title/link/description and one item per post (title, link, guid, RFC 822 pubDate). */
export function buildRss(
  channel: FeedChannel,
  posts: (Pick<BlogPost, "id" | "title" | "excerpt" | "publishedAt" | "category" | "authorName"> & {
    content?: string;
  })[],
): string {
  const items = posts.map((post) => {
    const link = `${channel.siteUrl}${blogPath(post.id)}`;
    return [
      "    <item>",
      `      <title>${escapeXml(post.title)}</title>`,
      `      <link>${escapeXml(link)}</link>`,
      `      <guid isPermaLink="true">${escapeXml(link)}</guid>`,
      `      <pubDate>${post.publishedAt.toUTCString()}</pubDate>`,
      `      <description>${escapeXml(summaryOf(post))}</description>`,
      `      <dc:creator>${escapeXml(post.authorName)}</dc:creator>`,
      post.category ? `      <category>${escapeXml(post.category)}</category>` : "",
      "    </item>",
    ]
      .filter(Boolean)
      .join("\n");
  });
  const newest = posts[0]?.publishedAt ?? new Date(0);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    "  <channel>",
    `    <title>${escapeXml(channel.title)}</title>`,
    `    <link>${escapeXml(channel.link)}</link>`,
    `    <description>${escapeXml(channel.description)}</description>`,
    "    <language>en</language>",
    `    <lastBuildDate>${newest.toUTCString()}</lastBuildDate>`,
    `    <atom:link href="${escapeXml(`${channel.siteUrl}/rss.xml`)}" rel="self" type="application/rss+xml" />`,
    ...items,
    "  </channel>",
    "</rss>",
    "",
  ].join("\n");
}
