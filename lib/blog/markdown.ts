import { Marked, type Tokens } from "marked";
import { markedHighlight } from "marked-highlight";
import { highlightCode } from "./highlight";
import { escapeHtml } from "./escape";

/** Markdown for blog bodies (GitHub's flavour: tables, strikethrough, autolinks), a single line break kept as a line
 *  break (as in the plain-text bodies before), code blocks highlighted, and every heading one level under the post's
 *  title (the page's one h1). The result is sanitised by the caller like every body. */
const markdown = new Marked(
  markedHighlight({
    langPrefix: "hljs language-",
    emptyLangClass: "hljs",
    highlight: (code, language) => highlightCode(code, language),
  }),
  {
    gfm: true,
    breaks: true,
    renderer: {
      heading(
        this: { parser: { parseInline: (tokens: Tokens.Generic[]) => string } },
        { tokens, depth }: Tokens.Heading,
      ) {
        const level = Math.max(2, depth);
        return `<h${level}>${this.parser.parseInline(tokens)}</h${level}>\n`;
      },
    },
  },
);

/** Runs of this many characters without white space are set aside while Marked parses: its inline-text rule looks
 *  ahead for an e-mail address at every character of such a run, so its time grows with the square of the run (a
 *  200,000-character body of letters ending in "@" took over three minutes). No Markdown inside a run that long
 *  (base64 data, a pasted hash) can have been meant; it comes back as text. */
const LONG_RUN = /\S{2000,}/g;
/** NUL cannot be stored in a body (PostgreSQL refuses it), so it marks a set-aside run safely. */
const RUN_MARK = /\u0000(\d+)\u0000/g;

/** A Markdown document as HTML (not yet sanitised). */
export function renderMarkdown(source: string): string {
  const runs: string[] = [];
  const parsed = markdown.parse(
    source.replace(LONG_RUN, (run) => `\u0000${runs.push(run) - 1}\u0000`),
    { async: false },
  );
  return runs.length
    ? parsed.replace(RUN_MARK, (mark, index: string) => (index in runs ? escapeHtml(runs[Number(index)]) : mark))
    : parsed;
}
