// Where a page's HTML bytes go: the whole document, and a breakdown by part (each top-level section of <main>, the
// inline RSC payload Next streams for hydration, content streamed after the shell, inline SVG, srcset attributes,
// head), to see what to cut.
import { Parser } from "htmlparser2";

const KB = 1024;

/** Bytes of the HTML of `url` (uncompressed) and where they go. */
export async function htmlBreakdown(url) {
  const html = await (await fetch(url)).text();
  const bytes = (from, to) => Buffer.byteLength(html.slice(from, to));
  const parts = new Map();
  const add = (name, n) => parts.set(name, (parts.get(name) ?? 0) + n);
  const stack = []; // open elements: { name, start, label }
  let inMain = false;
  let mainDepth = -1;
  const parser = new Parser(
    {
      onopentag(name, attrs) {
        const start = parser.startIndex;
        let label = null;
        if (name === "main") {
          inMain = true;
          mainDepth = stack.length;
        } else if (inMain && stack.length === mainDepth + 1)
          label = `main > ${name}${attrs.id ? `#${attrs.id}` : attrs["aria-labelledby"] ? `[${attrs["aria-labelledby"]}]` : ""}`;
        if (name === "head") label = "head (meta, links, styles)";
        if (name === "div" && /^S:/.test(attrs.id ?? ""))
          label = "streamed content (Suspense boundaries, outside <main>)";
        if (name === "svg" && !stack.some((e) => e.name === "svg")) label = "inline <svg>";
        if (name === "script" && !attrs.src) label = "inline <script> (RSC payload, bootstrap)";
        for (const attr of ["srcset", "imagesrcset"])
          if (attrs[attr]) add(`${attr} attributes`, attrs[attr].length + attr.length + 3);
        stack.push({ name, start, label });
      },
      onclosetag(name) {
        const open = stack.pop();
        if (!open) return;
        if (name === "main") inMain = false;
        if (open.label) add(open.label, bytes(open.start, parser.endIndex + 1));
      },
    },
    { decodeEntities: false },
  );
  parser.write(html);
  parser.end();
  const total = Buffer.byteLength(html);
  return {
    total,
    parts: [...parts.entries()]
      .sort((a, b) => b[1] - a[1])
      .map(([name, n]) => ({ name, kb: Number((n / KB).toFixed(1)) })),
  };
}
