import { describe, expect, it } from "vitest";
import { Parser } from "htmlparser2";
import { buildRss, escapeXml } from "@/lib/blog/rss";

const channel = { title: "Blog & <News>", link: "https://x.test/blogs", description: "d", siteUrl: "https://x.test" };
const post = {
  id: "a-b",
  title: 'Fish & <Chips> "quoted"',
  excerpt: "x\u0001y",
  publishedAt: new Date("2025-05-06T09:00:00.000Z"),
  category: "SaaS",
  authorName: "A",
};

describe("RSS feed", () => {
  it("escapes XML special characters and drops forbidden control characters", () => {
    expect(escapeXml("a & b < c > \"d\" 'e'\u0000")).toBe("a &amp; b &lt; c &gt; &quot;d&quot; &apos;e&apos;");
  });

  it("has the required channel and item elements with an RFC 822 date", () => {
    const xml = buildRss(channel, [post]);
    const elements: string[] = [];
    let errors = 0;
    const parser = new Parser(
      {
        onopentag: (name) => elements.push(name),
        onerror: () => {
          errors += 1;
        },
      },
      { xmlMode: true },
    );
    parser.write(xml);
    parser.end();
    expect(errors).toBe(0);
    for (const name of ["rss", "channel", "title", "link", "description", "item", "guid", "pubDate"])
      expect(elements).toContain(name);
    expect(xml).toContain("<pubDate>Tue, 06 May 2025 09:00:00 GMT</pubDate>");
    expect(xml).toContain("<title>Fish &amp; &lt;Chips&gt; &quot;quoted&quot;</title>");
    expect(xml).toContain("<link>https://x.test/blog/a-b</link>");
    expect(xml).not.toContain("\u0001");
  });
});

describe("a post's summary", () => {
  it("is the excerpt, or the start of the body as plain text when there is none", async () => {
    const { summaryOf } = await import("@/lib/blog/rules");
    expect(summaryOf({ excerpt: "  Short.  ", content: "Body" })).toBe("Short.");
    expect(
      summaryOf({ excerpt: "", content: "## Heading\n\nSome **bold** [link](https://x.test) and <em>html</em>." }),
    ).toBe("Heading Some bold link and html .");
    const long = summaryOf({ excerpt: null, content: "word ".repeat(100) });
    expect(long.length).toBeLessThanOrEqual(201);
    expect(long).toMatch(/word…$/);
    const xml = buildRss(channel, [{ ...post, excerpt: "", content: "The body speaks for itself." }]);
    expect(xml).toContain("<description>The body speaks for itself.</description>");
  });
});
