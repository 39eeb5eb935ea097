import { describe, expect, it } from "vitest";
import { highlightCode } from "@/lib/blog/highlight";
import { isHtmlBody, renderBlogContent } from "@/lib/blog/render";
import { countWords, readingTimeFor } from "@/lib/blog/reading-time";
import { markdownImages } from "@/lib/media/markdown-images";

const html = (markdown: string) => {
  const rendered = renderBlogContent(markdown);
  return rendered.kind === "html" ? rendered.html : "";
};

describe("Markdown blog bodies", () => {
  it("headings (the title keeps the page's one h1), emphasis, links, code spans, line breaks and rules", () => {
    expect(html('# Top\n### Third\nSome *em*, **strong**, ~~gone~~ and `a <b>`\n[x](/blogs "T").\n\n---')).toBe(
      "<h2>Top</h2>\n<h3>Third</h3>\n<p>Some <em>em</em>, <strong>strong</strong>, <del>gone</del> and <code>a &lt;b&gt;</code><br />" +
        '<a href="/blogs" title="T">x</a>.</p>\n<hr />\n',
    );
  });

  it("lists, nested and numbered, and block quotes", () => {
    expect(html("- one\n- two\n  - deep\n\n3. three\n4. four\n\n> said **this**")).toBe(
      "<ul>\n<li>one</li>\n<li>two<ul>\n<li>deep</li>\n</ul>\n</li>\n</ul>\n" +
        '<ol start="3">\n<li>three</li>\n<li>four</li>\n</ol>\n<blockquote>\n<p>said <strong>this</strong></p>\n</blockquote>\n',
    );
  });

  it("tables keep their columns' alignment", () => {
    const out = html("| Plan | Price |\n|:--|--:|\n| Pro | $9 |");
    expect(out).toContain('<th align="left">Plan</th>\n<th align="right">Price</th>');
    expect(out).toContain('<td align="right">$9</td>');
  });

  it("fenced code is highlighted by language and kept through the sanitiser; an unknown language is plain", () => {
    const out = html('```ts\nconst a = "x"; // note\n```\n\n~~~brainfuck\n+<>\n~~~');
    expect(out).toContain(
      '<pre><code class="hljs language-ts"><span class="hljs-keyword">const</span> a = ' +
        '<span class="hljs-string">"x"</span>; <span class="hljs-comment">// note</span>',
    );
    expect(out).toContain('<code class="hljs language-brainfuck">+&lt;&gt;');
    expect(highlightCode("SELECT 1 -- c", "sql")).toBe(
      '<span class="hljs-keyword">SELECT</span> <span class="hljs-number">1</span> ' +
        '<span class="hljs-comment">-- c</span>',
    );
    expect(highlightCode("<b>", "")).toBe("&lt;b&gt;");
  });

  it("dangerous links in Markdown never become markup that runs; code showing tags stays text", () => {
    const out = html("[x](javascript:alert(1)) ![i](javascript:alert(1)) [y](data:text/html,hi) <https://example.com>");
    expect(out).not.toMatch(/<[^>]*(javascript:|data:|\son\w+=)/i);
    expect(out).toContain("<a>x</a>");
    expect(out).toContain(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">https://example.com</a>',
    );
    expect(html("```html\n<script>alert(1)</script>\n```")).not.toContain("<script");
  });

  it("a body with a tag outside code is HTML, as every body written before Markdown; tags inside code and autolinks are not", () => {
    expect(isHtmlBody("<p>Old post</p>")).toBe(true);
    expect(isHtmlBody("Intro\n\n<h2>Then HTML</h2>")).toBe(true);
    expect(isHtmlBody("Use `<div>` here\n\n```html\n<div>x</div>\n```")).toBe(false);
    expect(isHtmlBody("See <https://example.com> and 5 > 3 and 2 < 4")).toBe(false);
  });

  it("reading time comes from the body's words, markup not counted", () => {
    expect(countWords("## Title\n\n**Two** words `code`")).toBe(4);
    expect(readingTimeFor(`${"word ".repeat(401)}`)).toBe(3);
  });
});

describe("library images in a body", () => {
  const hash = "0123456789abcdef0123456789abcdef";
  it("become images (uploads in the article's width variant, shipped ones as they are), alt text kept even with brackets", () => {
    const markdown = `Intro.\n\n${markdownImages([
      { url: `/media/${hash}`, alt: "A [draft] board \\ plan" },
      { url: "/images/projects/ledgerly/cover.webp", alt: "Second" },
    ])}\n\nOutro.`;
    const rendered = html(markdown);
    expect(rendered).toContain(`<img src="/media/${hash}/w1080" alt="A [draft] board \\ plan"`);
    expect(rendered).toContain(`<img src="/images/projects/ledgerly/cover.webp" alt="Second"`); // shipped: no variants
    expect(rendered).toContain("<p>Outro.</p>");
  });
});

describe("Markdown with very long runs of text", () => {
  it("renders a body with a 200,000-character run in linear time, keeping the run as text (Marked alone took minutes)", () => {
    const run = "x".repeat(199_000);
    for (const body of [`${run}@`, `*${run}@`, `_${run}@ and *more*`]) {
      const started = performance.now();
      const out = html(body);
      expect(performance.now() - started, body.slice(0, 3)).toBeLessThan(2_000);
      expect(out).toContain(run);
    }
    expect(html(`_${run}@ and *more*`)).toContain("<em>more</em>");
  });

  it("puts a set-aside run back where it stood, escaped, in text and in code", () => {
    const run = `*${"y".repeat(2_500)}*&"`;
    expect(html(`Before ${run} after`)).toBe(`<p>Before *${"y".repeat(2_500)}*&amp;" after</p>\n`);
    expect(html(`\`\`\`\n${run}\n\`\`\``)).toContain("y".repeat(2_500));
  });
});
