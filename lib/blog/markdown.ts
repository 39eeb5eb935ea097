import { Marked, type Tokens } from "marked";
import { markedHighlight } from "marked-highlight";
import { highlightCode } from "./highlight";

/** Markdown for blog bodies (GitHub's flavour: tables, strikethrough, autolinks), a single line break kept as a line
 *  break (as in the plain-text bodies before), code blocks highlighted, and every heading one level under the post's
 *  title (the page's one h1). The result is sanitised by the caller like every body. */
const markdown = new Marked(
  markedHighlight({ langPrefix: "hljs language-", emptyLangClass: "hljs", highlight: (code, language) => highlightCode(code, language) }),
  {
    gfm: true,
    breaks: true,
    renderer: {
      heading(this: { parser: { parseInline: (tokens: Tokens.Generic[]) => string } }, { tokens, depth }: Tokens.Heading) {
        const level = Math.max(2, depth);
        return `<h${level}>${this.parser.parseInline(tokens)}</h${level}>\n`;
      },
    },
  },
);

/** A Markdown document as HTML (not yet sanitised). */
export function renderMarkdown(source: string): string {
  return markdown.parse(source, { async: false });
}
