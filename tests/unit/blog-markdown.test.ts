import { describe, expect, it } from "vitest";
import { highlightCode } from "@/lib/blog/highlight";
import { renderMarkdown } from "@/lib/blog/markdown";
import { isHtmlBody, renderBlogContent } from "@/lib/blog/render";
import { countWords, readingTimeFor } from "@/content/blog/reading-time";

const html = (markdown: string) => {
  const rendered = renderBlogContent(markdown);
  return rendered.kind === "html" ? rendered.html : "";
};

describe("Markdown blog bodies", () => {
  it("headings (the title keeps the page's one h1), emphasis, links, code spans and rules", () => {
    expect(renderMarkdown("# Top\n### Third\nSome *em*, **strong**, ~~gone~~ and `a <b>` [x](/blogs \"T\").\n\n---"))
      .toBe("<h2>Top</h2>\n<h3>Third</h3>\n<p>Some <em>em</em>, <strong>strong</strong>, <del>gone</del> and <code>a &lt;b&gt;</code> " +
        "<a href=\"/blogs\" title=\"T\">x</a>.</p>\n<hr>");
  });

  it("lists, nested and numbered, and block quotes", () => {
    expect(renderMarkdown("- one\n- two\n  - deep\n\n3. three\n4. four\n\n> said **this**\n> and that"))
      .toBe("<ul>\n<li>one</li>\n<li>two\n<ul>\n<li>deep</li>\n</ul></li>\n</ul>\n<ol start=\"3\">\n<li>three</li>\n<li>four</li>\n</ol>\n" +
        "<blockquote>\n<p>said <strong>this</strong><br>and that</p>\n</blockquote>");
  });

  it("tables with alignment and escaped pipes", () => {
    expect(renderMarkdown("| Plan | Price |\n|:--|--:|\n| Pro \\| Team | $9 |")).toBe("<table>\n" +
      "<thead><tr><th scope=\"col\" data-align=\"left\">Plan</th><th scope=\"col\" data-align=\"right\">Price</th></tr></thead>\n" +
      "<tbody>\n<tr><td data-align=\"left\">Pro &#124; Team</td><td data-align=\"right\">$9</td></tr>\n</tbody>\n</table>");
  });

  it("fenced code is highlighted by language and kept through the sanitiser; an unknown language is plain", () => {
    const out = html("```ts\nconst a = \"x\"; // note\n```\n\n~~~brainfuck\n+<>\n~~~");
    expect(out).toContain("<pre><code class=\"language-ts\"><span class=\"tok-keyword\">const</span> a = " +
      "<span class=\"tok-string\">\"x\"</span>; <span class=\"tok-comment\">// note</span></code></pre>");
    expect(out).toContain("<code class=\"language-brainfuck\">+&lt;&gt;</code>");
    expect(highlightCode("SELECT 1 FROM t -- c", "sql")).toBe("<span class=\"tok-keyword\">SELECT</span> <span class=\"tok-number\">1</span> " +
      "<span class=\"tok-keyword\">FROM</span> t <span class=\"tok-comment\">-- c</span>");
  });

  it("raw HTML and dangerous links in Markdown never become markup that runs", () => {
    const out = html("Hi `<b>` there\n\n[x](javascript:alert(1)) ![i](javascript:alert(1)) [y](/ok\" onclick=\"alert(1))");
    expect(out).not.toMatch(/<[^>]*(javascript:|\sonclick=)/i);
    expect(out).toContain("<a>x</a>");
    expect(renderBlogContent("```html\n<script>alert(1)</script>\n```").kind).toBe("html");
    expect(html("```html\n<script>alert(1)</script>\n```")).toContain("&lt;script&gt;");
    // A sanitised class is only a highlighter token or a code language.
    expect(html("text")).toBe("<p>text</p>");
  });

  it("a body with a tag outside code is HTML, as every body written before Markdown; tags inside code are not", () => {
    expect(isHtmlBody("<p>Old post</p>")).toBe(true);
    expect(isHtmlBody("Intro\n\n<h2>Then HTML</h2>")).toBe(true);
    expect(isHtmlBody("Use `<div>` here\n\n```html\n<div>x</div>\n```")).toBe(false);
    expect(isHtmlBody("5 > 3 and 2 < 4")).toBe(false);
  });

  it("reading time comes from the body's words, markup not counted", () => {
    expect(countWords("## Title\n\n**Two** words `code`")).toBe(4);
    expect(readingTimeFor(`${"word ".repeat(401)}`)).toBe(3);
  });
});
