// A local ESLint rule: no import cycles between the modules of lib/ (a folder like lib/projects, or a file at the top
// of lib/ like lib/db.ts), so layers stay one-way: app → components → lib entity modules → lib infrastructure →
// content. ESLint looks at one file at a time; the rule reads lib/ once per run, finds the cycles between modules
// (strongly connected components) and reports each import in a file that closes one.
import fs from "node:fs";
import path from "node:path";

const ROOT = process.cwd();

/** Edges accepted although they close a cycle: none. */
export const ALLOWED_EDGES = new Set();

/** "lib/projects/queries.ts" → "lib/projects"; "lib/db.ts" → "lib/db.ts". */
export function moduleOf(file, root = ROOT) {
  const relative = path.relative(root, file).split(path.sep).join("/");
  const parts = relative.split("/");
  if (parts[0] !== "lib") return null;
  return parts.length > 2 ? `${parts[0]}/${parts[1]}` : relative;
}

function resolve(fromFile, specifier, root = ROOT) {
  let target;
  if (specifier.startsWith("@/")) target = path.join(root, specifier.slice(2));
  else if (specifier.startsWith(".")) target = path.resolve(path.dirname(fromFile), specifier);
  else return null;
  for (const candidate of [target, `${target}.ts`, `${target}.tsx`, `${target}.mjs`, path.join(target, "index.ts")]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return null;
}

const IMPORT = /(?:^|\n)\s*(?:import|export)\s[^;]*?from\s*["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g;

function libFiles(dir, out = []) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) libFiles(full, out);
    else if (/\.(ts|tsx|mjs)$/.test(entry.name)) out.push(full);
  }
  return out;
}

/** The edges between lib modules under `root` that lie on a cycle (both ends in one strongly connected component). */
export function cyclicEdges(root = ROOT) {
  const graph = new Map();
  for (const file of libFiles(path.join(root, "lib"))) {
    const from = moduleOf(file, root);
    for (const match of fs.readFileSync(file, "utf8").matchAll(IMPORT)) {
      const resolved = resolve(file, match[1] ?? match[2], root);
      const to = resolved && moduleOf(resolved, root);
      if (!to || to === from || ALLOWED_EDGES.has(`${from} -> ${to}`)) continue;
      if (!graph.has(from)) graph.set(from, new Set());
      graph.get(from).add(to);
    }
  }
  // Tarjan's strongly connected components.
  let index = 0;
  const indices = new Map(),
    low = new Map(),
    stack = [],
    onStack = new Set(),
    component = new Map();
  const visit = (v) => {
    indices.set(v, index);
    low.set(v, index);
    index++;
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!indices.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v), indices.get(w)));
    }
    if (low.get(v) === indices.get(v)) {
      let w;
      do {
        w = stack.pop();
        onStack.delete(w);
        component.set(w, v);
      } while (w !== v);
    }
  };
  for (const v of graph.keys()) if (!indices.has(v)) visit(v);
  const edges = new Set();
  for (const [from, targets] of graph)
    for (const to of targets) if (component.get(from) === component.get(to)) edges.add(`${from} -> ${to}`);
  return edges;
}

let cached;

const plugin = {
  rules: {
    "no-lib-cycles": {
      meta: {
        type: "problem",
        messages: { cycle: "{{edge}} closes an import cycle between lib/ modules: move the shared part down a layer." },
      },
      create(context) {
        const file = context.filename;
        const from = moduleOf(file);
        if (!from) return {};
        cached ??= cyclicEdges();
        const check = (node, specifier) => {
          const resolved = typeof specifier === "string" ? resolve(file, specifier) : null;
          const to = resolved && moduleOf(resolved);
          const edge = `${from} -> ${to}`;
          if (to && cached.has(edge)) context.report({ node, messageId: "cycle", data: { edge } });
        };
        return {
          ImportDeclaration: (node) => check(node, node.source.value),
          ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
          ExportAllDeclaration: (node) => check(node, node.source.value),
          ImportExpression: (node) => node.source.type === "Literal" && check(node, node.source.value),
        };
      },
    },
  },
};

export default plugin;
