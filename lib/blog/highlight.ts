/** Syntax highlighting of a post's code blocks, on the server: tokens wrapped in `<span class="tok-…">` (styled in
 *  globals.css), everything else escaped. Small on purpose: comments, strings, numbers and keywords of the languages
 *  a studio blog shows; any other language is shown plain. */

const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

interface Grammar { comment: RegExp; keywords: string[] }

const C_COMMENT = /\/\/[^\n]*|\/\*[\s\S]*?\*\//;
const HASH_COMMENT = /#[^\n]*/;
const JS = ["async", "await", "break", "case", "catch", "class", "const", "continue", "default", "delete", "do", "else", "export",
  "extends", "false", "finally", "for", "from", "function", "if", "import", "in", "instanceof", "interface", "let", "new", "null",
  "of", "return", "static", "super", "switch", "this", "throw", "true", "try", "type", "typeof", "undefined", "var", "void", "while",
  "yield", "as", "implements", "enum", "readonly", "keyof"];

const GRAMMARS: Record<string, Grammar> = {
  js: { comment: C_COMMENT, keywords: JS },
  python: { comment: HASH_COMMENT, keywords: ["and", "as", "assert", "async", "await", "break", "class", "continue", "def", "del",
    "elif", "else", "except", "False", "finally", "for", "from", "global", "if", "import", "in", "is", "lambda", "None", "not", "or",
    "pass", "raise", "return", "True", "try", "while", "with", "yield"] },
  shell: { comment: HASH_COMMENT, keywords: ["if", "then", "else", "elif", "fi", "for", "in", "do", "done", "while", "case", "esac",
    "function", "export", "local", "return", "echo", "cd", "npm", "npx", "git"] },
  sql: { comment: /--[^\n]*/, keywords: ["select", "from", "where", "insert", "into", "values", "update", "set", "delete", "create",
    "table", "index", "join", "left", "right", "inner", "on", "group", "by", "order", "limit", "and", "or", "not", "null", "as",
    "primary", "key", "references", "returning", "with", "distinct", "having", "asc", "desc"] },
  json: { comment: /(?!)/, keywords: ["true", "false", "null"] },
  css: { comment: /\/\*[\s\S]*?\*\//, keywords: ["@media", "@import", "@keyframes", "!important"] },
  go: { comment: C_COMMENT, keywords: ["break", "case", "chan", "const", "continue", "default", "defer", "else", "fallthrough", "for",
    "func", "go", "goto", "if", "import", "interface", "map", "package", "range", "return", "select", "struct", "switch", "type",
    "var", "nil", "true", "false"] },
  rust: { comment: C_COMMENT, keywords: ["as", "async", "await", "break", "const", "continue", "crate", "else", "enum", "fn", "for",
    "if", "impl", "in", "let", "loop", "match", "mod", "move", "mut", "pub", "ref", "return", "self", "Self", "static", "struct",
    "trait", "true", "false", "type", "use", "where", "while"] },
};

const ALIASES: Record<string, string> = {
  javascript: "js", jsx: "js", ts: "js", tsx: "js", typescript: "js", mjs: "js", py: "python", sh: "shell", bash: "shell",
  zsh: "shell", shell: "shell", console: "shell", postgres: "sql", postgresql: "sql",
};

export const grammarOf = (language: string): Grammar | undefined => {
  const name = language.toLowerCase();
  return GRAMMARS[ALIASES[name] ?? name];
};

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The code as HTML: highlighted when its language is known, else only escaped. */
export function highlightCode(code: string, language: string): string {
  const grammar = grammarOf(language);
  if (!grammar) return escapeHtml(code);
  const flags = ALIASES[language.toLowerCase()] === "sql" || language.toLowerCase() === "sql" ? "gi" : "g";
  const words = grammar.keywords.map(escapeRegExp).join("|");
  const token = new RegExp(
    `(${grammar.comment.source})|("(?:\\\\.|[^"\\\\\\n])*"|'(?:\\\\.|[^'\\\\\\n])*'|\`(?:\\\\.|[^\`\\\\])*\`)|` +
    `(\\b\\d[\\d_]*(?:\\.\\d+)?\\b)|((?<![\\w$@!])(?:${words})(?![\\w$]))`, flags);
  let html = "";
  let last = 0;
  for (const match of code.matchAll(token)) {
    const kind = match[1] ? "comment" : match[2] ? "string" : match[3] ? "number" : "keyword";
    html += escapeHtml(code.slice(last, match.index)) + `<span class="tok-${kind}">${escapeHtml(match[0])}</span>`;
    last = match.index + match[0].length;
  }
  return html + escapeHtml(code.slice(last));
}
