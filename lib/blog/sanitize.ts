import sanitizeHtml from "sanitize-html";

const SAFE_HREF = /^(https?:\/\/|mailto:|\/(?!\/)|#)/i;
const SAFE_SRC = /^(https:\/\/|\/(?!\/))/;
/** A post's own ids live in a namespace of their own (as on GitHub), so no post can take an id the page uses
 *  (`<p id="__next_f">` stopped the page from hydrating); its in-page links follow them. */
const USER_ID_PREFIX = "user-content-";
const userId = (id: string) => (id.startsWith(USER_ID_PREFIX) ? id : `${USER_ID_PREFIX}${id}`);

/** Every tag's id, if any, moved into the post's namespace. */
function namespacedId(tagName: string, attribs: sanitizeHtml.Attributes): sanitizeHtml.Tag {
  return { tagName, attribs: attribs.id ? { ...attribs, id: userId(attribs.id) } : attribs };
}

/** The allow-list for blog HTML (DESIGN.md: sanitised on save and on render). No script, style, iframe, object,
 *  embed, form or SVG; no event-handler or style attributes; links only http(s), mailto or site-relative;
 *  images only https or root-relative. External links get rel="noopener noreferrer". */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    "p",
    "br",
    "hr",
    "h2",
    "h3",
    "h4",
    "h5",
    "h6",
    "strong",
    "b",
    "em",
    "i",
    "u",
    "s",
    "del",
    "ins",
    "mark",
    "small",
    "sub",
    "sup",
    "code",
    "pre",
    "kbd",
    "blockquote",
    "q",
    "cite",
    "abbr",
    "ul",
    "ol",
    "li",
    "dl",
    "dt",
    "dd",
    "a",
    "img",
    "figure",
    "figcaption",
    "table",
    "thead",
    "tbody",
    "tfoot",
    "tr",
    "th",
    "td",
    "caption",
    "span",
    "div",
  ],
  allowedAttributes: {
    a: ["href", "title", "target", "rel"],
    img: ["src", "alt", "title", "width", "height", "loading"],
    th: ["scope", "colspan", "rowspan", "align"],
    td: ["colspan", "rowspan", "align"],
    abbr: ["title"],
    ol: ["start"],
    code: ["class"],
    span: ["class"],
    "*": ["id", "lang"],
  },
  // Markdown's code blocks: their language and highlight.js's token classes (styled in globals.css), nothing else.
  allowedClasses: { code: ["hljs", "language-*"], span: ["hljs-*", "*_"] },
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesByTag: { img: ["https"] },
  allowedSchemesAppliedToAttributes: ["href", "src", "cite"],
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  nonTextTags: [
    "script",
    "style",
    "textarea",
    "option",
    "noscript",
    "iframe",
    "object",
    "embed",
    "svg",
    "math",
    "template",
  ],
  transformTags: {
    "*": namespacedId,
    a: (tagName, attribs) => {
      const href = (attribs.href ?? "").trim();
      const external = /^https?:\/\//i.test(href);
      const next: Record<string, string> = { ...namespacedId(tagName, attribs).attribs };
      if (!SAFE_HREF.test(href)) delete next.href;
      else if (href.startsWith("#") && href.length > 1) next.href = `#${userId(href.slice(1))}`;
      if (external) {
        next.target = "_blank";
        next.rel = "noopener noreferrer";
      } else {
        delete next.target;
        delete next.rel;
      }
      return { tagName, attribs: next };
    },
    img: (tagName, attribs) => {
      const next: Record<string, string> = { ...namespacedId(tagName, attribs).attribs };
      if (!SAFE_SRC.test((next.src ?? "").trim())) delete next.src;
      return { tagName, attribs: next };
    },
  },
  exclusiveFilter: (frame) => frame.tag === "img" && !frame.attribs.src,
};

/** Blog HTML with everything outside the allow-list removed. */
export function sanitizeBlogHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
