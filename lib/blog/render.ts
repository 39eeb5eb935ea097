import { escapeHtml } from "./escape";
import { renderMarkdown } from "./markdown";
import { sanitizeBlogHtml } from "./sanitize";

/** Shown when a post has no content at all. */
export const NO_CONTENT_MESSAGE = "No content available for this blog post.";

export type RenderedContent = { kind: "html"; html: string } | { kind: "empty" } | { kind: "missing"; message: string };

const HTML_TAG = /<\/?[a-z][\s\S]*?>/i;

/** Plain text as HTML: paragraphs on blank lines, single line breaks as <br>. */
export function plainTextToHtml(text: string): string {
  return text
    .replace(/\r\n?/g, "\n")
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map(
      (block) =>
        `<p>${block
          .split("\n")
          .map((line) => escapeHtml(line.trim()))
          .join("<br>")}</p>`,
    )
    .join("\n");
}

/** Code in Markdown (fenced blocks and code spans), whose tags are text, not markup. */
const MARKDOWN_CODE = /^ {0,3}(`{3,}|~{3,})[^\n]*\n[\s\S]*?(?:\n {0,3}\1[`~]*[ \t]*(?=\n|$)|$)|(`+)[^`][\s\S]*?\2/gm;

/** Markdown's autolinks (<https://…>), which look like tags. */
const AUTOLINK = /<(?:https?:\/\/|mailto:)[^\s<>]*>/gi;

/** Whether a body is HTML (every body written before Markdown that had a tag): a tag outside Markdown code. */
export const isHtmlBody = (content: string) => HTML_TAG.test(content.replace(MARKDOWN_CODE, "").replace(AUTOLINK, ""));

/** A post's body: no content → the message; blank → empty; HTML → sanitised HTML; anything else is Markdown (plain
 *  text included: paragraphs on blank lines, line breaks kept). The result is always passed through the sanitiser. */
export function renderBlogContent(content: string | null | undefined): RenderedContent {
  if (content === null || content === undefined || content === "")
    return { kind: "missing", message: NO_CONTENT_MESSAGE };
  if (content.trim() === "") return { kind: "empty" };
  const html = isHtmlBody(content) ? content : renderMarkdown(content);
  return { kind: "html", html: sanitizeBlogHtml(html) };
}
