import { highlightCode } from "./highlight";

/** Markdown for blog bodies (the admin writes them in it): headings, paragraphs (a single line break stays a line
 *  break, as in the plain-text bodies before), emphasis, links, images, lists (nested), block quotes, rules, code
 *  spans and fenced code blocks (highlighted), and tables. Raw HTML is shown as text. The result is sanitised by the
 *  caller like every body. Written here (no Markdown package is a dependency): the subset is small and fixed. */

const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

const FENCE = /^ {0,3}(`{3,}|~{3,})\s*([\w+#-]*)[^\n]*$/;
const HEADING = /^ {0,3}(#{1,6})\s+(.*?)\s*#*\s*$/;
const RULE = /^ {0,3}([-*_])(?:\s*\1){2,}\s*$/;
const QUOTE = /^ {0,3}>\s?/;
const ITEM = /^(\s*)([-*+]|\d{1,9}[.)])\s+(.*)$/;
const TABLE_DIVIDER = /^\s*\|?\s*:?-+:?\s*(\|\s*:?-+:?\s*)*\|?\s*$/;

/** Inline Markdown of one block's text as HTML. */
export function renderInline(text: string): string {
  const codes: string[] = [];
  const withoutCode = text.replace(/(`+)([\s\S]*?[^`])\1(?!`)/g, (_, _ticks, code: string) => {
    codes.push(`<code>${escapeHtml(code.trim())}</code>`);
    return `\u0000${codes.length - 1}\u0000`;
  });
  const html = escapeHtml(withoutCode)
    .replace(/\\([\\`*_{}[\]()#+\-.!|~>])/g, (_, c: string) => `&#${c.charCodeAt(0)};`)
    .replace(/!\[([^\]]*)\]\(\s*([^)\s]+)(?:\s+&quot;([^"]*?)&quot;)?\s*\)/g, (_, alt, src, title) =>
      `<img src="${src}" alt="${alt}"${title ? ` title="${title}"` : ""} loading="lazy">`)
    .replace(/\[([^\]]+)\]\(\s*([^)\s]+)(?:\s+&quot;([^"]*?)&quot;)?\s*\)/g, (_, label, href, title) =>
      `<a href="${href}"${title ? ` title="${title}"` : ""}>${label}</a>`)
    .replace(/&lt;((?:https?:\/\/|mailto:)[^\s&]+)&gt;/g, (_, url) => `<a href="${url}">${url}</a>`)
    .replace(/(\*\*|__)(?=\S)([\s\S]*?\S)\1/g, "<strong>$2</strong>")
    .replace(/(^|[^\w*])\*(?=\S)([^*]*?\S)\*(?!\*)/g, "$1<em>$2</em>")
    .replace(/(^|\W)_(?=\S)([^_]*?\S)_(?!\w)/g, "$1<em>$2</em>")
    .replace(/~~(?=\S)([\s\S]*?\S)~~/g, "<del>$1</del>");
  return html.replace(/\u0000(\d+)\u0000/g, (_, i: string) => codes[Number(i)]);
}

const cellsOf = (line: string) => line.trim().replace(/^\|/, "").replace(/\|$/, "").split(/(?<!\\)\|/).map((cell) => cell.trim());

function table(lines: string[]): string {
  const aligns = cellsOf(lines[1]).map((c) => (c.startsWith(":") && c.endsWith(":") ? "center" : c.endsWith(":") ? "right" : c.startsWith(":") ? "left" : ""));
  const cell = (tag: "th" | "td", text: string, i: number) =>
    `<${tag}${tag === "th" ? ' scope="col"' : ""}${aligns[i] ? ` data-align="${aligns[i]}"` : ""}>${renderInline(text)}</${tag}>`;
  const head = cellsOf(lines[0]).map((c, i) => cell("th", c, i)).join("");
  const body = lines.slice(2).map((row) => `<tr>${cellsOf(row).map((c, i) => cell("td", c, i)).join("")}</tr>`).join("\n");
  return `<table>\n<thead><tr>${head}</tr></thead>\n<tbody>\n${body}\n</tbody>\n</table>`;
}

function list(lines: string[]): string {
  const first = ITEM.exec(lines[0])!;
  const indent = first[1].length;
  const ordered = /\d/.test(first[2]);
  const items: string[][] = [];
  for (const line of lines) {
    const item = ITEM.exec(line);
    if (item && item[1].length <= indent) items.push([item[3]]);
    else items[items.length - 1].push(line.replace(new RegExp(`^\\s{0,${indent + 2}}`), ""));
  }
  const start = ordered ? Number.parseInt(first[2], 10) : 1;
  const tag = ordered ? "ol" : "ul";
  const body = items.map(([text, ...rest]) => {
    const nested = rest.length ? `\n${renderMarkdown(rest.join("\n"))}` : "";
    return `<li>${renderInline(text)}${nested}</li>`;
  }).join("\n");
  return `<${tag}${ordered && start !== 1 ? ` start="${start}"` : ""}>\n${body}\n</${tag}>`;
}

/** A Markdown document as HTML (not yet sanitised). */
export function renderMarkdown(markdown: string): string {
  const lines = markdown.replace(/\r\n?/g, "\n").split("\n");
  const blocks: string[] = [];
  let i = 0;
  const isBlank = (line: string | undefined) => line === undefined || line.trim() === "";
  const tableAt = (at: number) => lines[at].includes("|") && (lines[at + 1] ?? "").includes("|") && TABLE_DIVIDER.test(lines[at + 1]);
  const startsBlock = (at: number) => FENCE.test(lines[at]) || HEADING.test(lines[at]) || RULE.test(lines[at]) ||
    QUOTE.test(lines[at]) || ITEM.test(lines[at]) || tableAt(at);
  while (i < lines.length) {
    const line = lines[i];
    if (isBlank(line)) { i += 1; continue; }
    const fence = FENCE.exec(line);
    if (fence) {
      const close = new RegExp(`^ {0,3}${fence[1][0]}{${fence[1].length},}\\s*$`);
      const code: string[] = [];
      for (i += 1; i < lines.length && !close.test(lines[i]); i += 1) code.push(lines[i]);
      i += 1;
      const language = fence[2];
      blocks.push(`<pre><code${language ? ` class="language-${escapeHtml(language)}"` : ""}>${highlightCode(code.join("\n"), language)}</code></pre>`);
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      const level = Math.max(2, heading[1].length); // the post's title is the page's one h1
      blocks.push(`<h${level}>${renderInline(heading[2])}</h${level}>`);
      i += 1;
      continue;
    }
    if (RULE.test(line)) { blocks.push("<hr>"); i += 1; continue; }
    const group = (test: (l: string, at: number) => boolean) => {
      const taken: string[] = [];
      while (i < lines.length && test(lines[i], i)) taken.push(lines[i++]);
      return taken;
    };
    if (QUOTE.test(line)) {
      const quoted = group((l, at) => !isBlank(l) && (QUOTE.test(l) || !startsBlock(at)));
      blocks.push(`<blockquote>\n${renderMarkdown(quoted.map((l) => l.replace(QUOTE, "")).join("\n"))}\n</blockquote>`);
      continue;
    }
    if (ITEM.test(line)) {
      const items: string[] = [];
      const top = ITEM.exec(line)![1].length;
      const kindOf = (l: string) => (/^\s*\d/.test(l) ? "ol" : "ul");
      // An item of the other kind at this list's depth starts another list.
      const sameList = (l: string) => ITEM.test(l) && (ITEM.exec(l)![1].length > top || kindOf(l) === kindOf(line));
      while (i < lines.length && (sameList(lines[i]) || (/^\s+\S/.test(lines[i]) && !ITEM.test(lines[i]) && items.length) ||
        (isBlank(lines[i]) && (sameList(lines[i + 1] ?? "") || /^\s{2,}\S/.test(lines[i + 1] ?? ""))))) {
        if (!isBlank(lines[i])) items.push(lines[i]);
        i += 1;
      }
      blocks.push(list(items));
      continue;
    }
    if (tableAt(i)) {
      blocks.push(table(group((l) => !isBlank(l) && l.includes("|"))));
      continue;
    }
    const paragraph: string[] = [line];
    for (i += 1; i < lines.length && !isBlank(lines[i]) && !startsBlock(i); i += 1) paragraph.push(lines[i]);
    blocks.push(`<p>${paragraph.map((l) => renderInline(l.trim())).join("<br>")}</p>`);
  }
  return blocks.join("\n");
}
