import hljs from "highlight.js/lib/core";
import bash from "highlight.js/lib/languages/bash";
import css from "highlight.js/lib/languages/css";
import go from "highlight.js/lib/languages/go";
import javascript from "highlight.js/lib/languages/javascript";
import json from "highlight.js/lib/languages/json";
import python from "highlight.js/lib/languages/python";
import rust from "highlight.js/lib/languages/rust";
import sql from "highlight.js/lib/languages/sql";
import typescript from "highlight.js/lib/languages/typescript";
import xml from "highlight.js/lib/languages/xml";
import yaml from "highlight.js/lib/languages/yaml";
import { escapeHtml } from "./escape";

/** The languages a studio blog shows (their usual aliases too: ts, js, py, sh, html …); any other code is plain. Only
 *  these are loaded, on the server: highlighting never ships to the browser. */
for (const [name, language] of Object.entries({
  bash,
  css,
  go,
  javascript,
  json,
  python,
  rust,
  sql,
  typescript,
  xml,
  yaml,
})) {
  hljs.registerLanguage(name, language);
}

/** The code as HTML: tokens in `<span class="hljs-…">` (styled in globals.css) when its language is known, else
 *  only escaped. */
export function highlightCode(code: string, language: string): string {
  return language && hljs.getLanguage(language)
    ? hljs.highlight(code, { language, ignoreIllegals: true }).value
    : escapeHtml(code);
}
