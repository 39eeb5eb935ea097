import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { Parser } from "htmlparser2";
import { NO_CONTENT_MESSAGE, plainTextToHtml, renderBlogContent } from "@/lib/blog/render";
import { sanitizeBlogHtml } from "@/lib/blog/sanitize";

/** The opening tags of parsed HTML, rebuilt as `<tag name="value">` so attribute checks see only real attributes. */
function openingTags(html: string): { name: string; attribs: Record<string, string> }[] {
  const tags: { name: string; attribs: Record<string, string> }[] = [];
  const parser = new Parser({ onopentag: (name, attribs) => tags.push({ name, attribs }) }, { decodeEntities: true });
  parser.write(html);
  parser.end();
  return tags;
}
const serialised = (html: string) =>
  openingTags(html)
    .map(
      (t) =>
        `<${t.name}${Object.entries(t.attribs)
          .map(([k, v]) => ` ${k}="${v}"`)
          .join("")}>`,
    )
    .join("");
const EVENT_HANDLER = /\son\w+\s*=/i;

describe("renderBlogContent", () => {
  it("no content gives the 'No content available' message", () => {
    expect(renderBlogContent("")).toEqual({ kind: "missing", message: NO_CONTENT_MESSAGE });
    expect(renderBlogContent(undefined)).toEqual({ kind: "missing", message: NO_CONTENT_MESSAGE });
    expect(NO_CONTENT_MESSAGE).toBe("No content available for this blog post.");
  });

  it("blank or whitespace content renders empty", () => {
    expect(renderBlogContent("   \n\t  ")).toEqual({ kind: "empty" });
  });

  it("HTML content is used as is (after sanitising)", () => {
    const html = '<h2>Title</h2><p>Some <strong>bold</strong> text and a <a href="/blogs">link</a>.</p>';
    expect(renderBlogContent(html)).toEqual({ kind: "html", html });
  });

  it("plain text (read as Markdown) becomes paragraphs on blank lines and <br> on single line breaks", () => {
    const rendered = renderBlogContent("First line\nsecond line\n\nNew paragraph\r\n\r\n\n Third");
    expect(rendered.kind === "html" && rendered.html.replace(/>\s+/g, ">").trim()).toBe(
      "<p>First line<br />second line</p><p>New paragraph</p><p>Third</p>",
    );
  });

  it("plain text is escaped, never parsed as markup", () => {
    expect(plainTextToHtml("5 > 3 & 2 < 4")).toBe("<p>5 &gt; 3 &amp; 2 &lt; 4</p>");
  });
});

const XSS_PAYLOADS = [
  "<script>alert(1)</script>",
  "<SCRIPT SRC=//evil.example/x.js></SCRIPT>",
  "<scr<script>ipt>alert(1)</script>",
  "<img src=x onerror=alert(1)>",
  '<img src="https://ok.example/a.png" ONERROR="alert(1)">',
  '<img src="/a.png" onload = alert(1)>',
  "<body onload=alert(1)>",
  '<p onclick="alert(1)">click</p>',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href="  javascript:alert(1)">x</a>',
  '<a href="java\tscript:alert(1)">x</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
  '<a href="&#x6A;avascript&colon;alert(1)">x</a>',
  '<a href="jav&#x09;ascript:alert(1)">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  "<svg onload=alert(1)><circle r=10 /></svg>",
  "<svg><script>alert(1)</script></svg>",
  '<svg><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>',
  '<math><mi xlink:href="javascript:alert(1)">x</mi></math>',
  '<iframe src="https://evil.example"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  "<style>body{background:url(javascript:alert(1))}</style>",
  '<div style="width: expression(alert(1))">x</div>',
  '<p style="background-image:url(javascript:alert(1))">x</p>',
  '<form action="javascript:alert(1)"><button>go</button></form>',
  "<input autofocus onfocus=alert(1)>",
  "<details open ontoggle=alert(1)>",
  '<video><source onerror="alert(1)"></video>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '<link rel=stylesheet href="javascript:alert(1)">',
  '<img src="http://insecure.example/a.png">',
  '<img src="//evil.example/a.png">',
  '<a href="//evil.example">protocol-relative</a>',
  "<<img src=x onerror=alert(1)//<",
  "<img/src=x/onerror=alert(1)>",
  '<div><p title="</p><img src=x onerror=alert(1)>">x</p></div>',
];

describe("sanitizeBlogHtml", () => {
  it.each(XSS_PAYLOADS)("neutralises %s", (payload) => {
    const out = sanitizeBlogHtml(payload);
    const tags = openingTags(out);
    for (const tag of tags) {
      expect([
        "script",
        "style",
        "iframe",
        "object",
        "embed",
        "svg",
        "math",
        "form",
        "input",
        "meta",
        "base",
        "link",
        "body",
        "details",
        "video",
        "source",
      ]).not.toContain(tag.name);
      for (const [name, value] of Object.entries(tag.attribs)) {
        expect(name).not.toMatch(/^on/i);
        expect(name).not.toBe("style");
        expect(name).not.toBe("srcdoc");
        if (name === "href" || name === "src") {
          expect(value.trim()).toMatch(/^(https?:|mailto:|\/(?!\/)|#)/i);
          expect(value).not.toMatch(/javascript|vbscript|data:/i);
        }
        if (name === "src") expect(value).toMatch(/^(https:\/\/|\/(?!\/))/);
      }
    }
    expect(serialised(out)).not.toMatch(EVENT_HANDLER);
  });

  it("keeps safe formatting, https and root-relative images, and marks external links", () => {
    const out = sanitizeBlogHtml(
      '<h2 id="a">T</h2><img src="/images/a.webp" alt="a"><img src="https://cdn.example/b.png" alt="b">' +
        '<a href="https://example.com">ext</a><a href="/blogs" target="_blank">int</a><a href="mailto:a@b.c">m</a>',
    );
    expect(out).toContain('<h2 id="user-content-a">T</h2>');
    expect(out).toContain('src="/images/a.webp"');
    expect(out).toContain('src="https://cdn.example/b.png"');
    expect(out).toContain('<a href="https://example.com" target="_blank" rel="noopener noreferrer">ext</a>');
    expect(out).toContain('<a href="/blogs">int</a>');
    expect(out).toContain('href="mailto:a@b.c"');
  });
});

describe("a post's ids", () => {
  it("live under user-content-, so a post cannot take an id the page uses; in-page links follow", () => {
    const out = sanitizeBlogHtml(
      '<p id="__next_f">x</p><h2 id="setup">S</h2><a href="#setup">to setup</a>' +
        '<a href="#">top</a><span id="user-content-kept">k</span>',
    );
    expect(out).toContain('<p id="user-content-__next_f">x</p>');
    expect(out).toContain('<h2 id="user-content-setup">S</h2>');
    expect(out).toContain('<a href="#user-content-setup">to setup</a>');
    expect(out).toContain('<a href="#">top</a>');
    expect(out).toContain('<span id="user-content-kept">k</span>');
    expect(openingTags(out).every((tag) => !tag.attribs.id || tag.attribs.id.startsWith("user-content-"))).toBe(true);
  });
});

describe("renderer property", () => {
  const htmlish = fc
    .array(
      fc.oneof(
        fc.string(),
        fc.constantFrom(
          "<",
          ">",
          '"',
          "'",
          "=",
          " on",
          "onerror",
          "onload=",
          "<img ",
          "<a href=",
          "<svg ",
          "<p ",
          "javascript:",
          "&#x6A;",
          "\n",
          "\n\n",
          "/>",
          "<script>",
          "</",
          " id=",
          "__next_f",
          "<h2 ",
        ),
      ),
      { maxLength: 30 },
    )
    .map((parts) => parts.join(""));

  it("never emits an event-handler attribute or an id outside the post's namespace, for any input", () => {
    fc.assert(
      fc.property(htmlish, (input) => {
        const rendered = renderBlogContent(input);
        if (rendered.kind !== "html") return;
        expect(serialised(rendered.html)).not.toMatch(EVENT_HANDLER);
        for (const tag of openingTags(rendered.html)) {
          for (const name of Object.keys(tag.attribs)) expect(name).not.toMatch(/^on/i);
          if (tag.attribs.id !== undefined) expect(tag.attribs.id).toMatch(/^user-content-/);
        }
      }),
      { numRuns: 2000 },
    );
  });
});
