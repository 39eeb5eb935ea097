import fs from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

/* A grid with no explicit columns has one implicit `auto` column, which grows to its widest item's min-content width:
 * one long unbreakable string (an image path, a URL, an id, a word an owner types) then widens the card or the page past
 * a phone's screen. Every `grid` of the back office names its base columns: `grid-cols-1` (one minmax(0, 1fr) track) for
 * a stack, and `grid-cols-1 sm:grid-cols-2` rather than `grid sm:grid-cols-2` (implicit below sm). */

const ROOTS = ["app/admin", "components/admin"];
/** Admin-only components outside those folders. */
const ADMIN_ONLY = ["components/ui/confirm-dialog.client.tsx"];

/** Deliberate implicit columns: [file, a piece of the class string]. */
const ALLOWED: [string, string][] = [
  // Icon wrappers: a fixed-size box (size-N) centring a fixed-size icon, a number or a check; nothing in them can grow.
  ["components/admin/common/icon-link.tsx", "grid size-9 place-items-center"],
  ["components/admin/dashboard/card-frame.tsx", "grid size-9 shrink-0 place-items-center"],
  ["components/admin/form/list-editor.client.tsx", "grid size-9 shrink-0 place-items-center"],
  ["components/admin/media/image-field.client.tsx", "grid size-11 shrink-0 place-items-center"],
  ["components/admin/media/media-picker.client.tsx", "grid size-9 place-items-center"],
  ["components/admin/media/media-picker.client.tsx", "grid size-6 place-items-center"],
  ["components/admin/settings/offices-field.client.tsx", "grid size-11 place-items-center"],
  ["components/admin/shell/admin-frame.client.tsx", "grid size-11 place-items-center"],
  ["components/admin/table/confirm-button.client.tsx", "grid size-9 place-items-center"],
  // The title cells of the blog and portfolio tables (title over its status chip). The table scrolls sideways inside its
  // own box (overflow-x-auto), and a long title wraps anywhere within its column. A minmax(0, 1fr) track has no
  // min-content width: the table would shrink the column to its min-width and the title run over the next column
  // (seen in Chromium with an unbreakable title).
  ["components/admin/content/content-table.client.tsx", `<div className="grid wrap-anywhere">`],
];

/** The `grid` tokens of a class string that no base (or same-variant) column class backs, e.g. `grid` in
 *  "grid gap-3" or "grid sm:grid-cols-2"; `lg:grid lg:grid-cols-2` and `inline-grid` are fine. */
function implicitGrids(classes: string): string[] {
  const tokens = classes.split(/\s+/).filter(Boolean);
  const columns = (variant: string) =>
    tokens.some((t) => {
      const cols = variant && t.startsWith(variant) ? t.slice(variant.length) : t;
      return (/^grid-cols-/.test(cols) && cols !== "grid-cols-none") || cols.startsWith("[grid-template-columns:");
    });
  return tokens.filter((t) => /^(?:\S*:)?grid$/.test(t) && !columns(t.slice(0, -"grid".length)));
}

interface Hit {
  file: string;
  line: number;
  text: string;
  classes: string;
}

/** Every string literal (a template's literal parts joined) of a file with an unbacked `grid` token. */
function scan(file: string): Hit[] {
  const text = fs.readFileSync(file, "utf8");
  const source = ts.createSourceFile(
    file,
    text,
    ts.ScriptTarget.Latest,
    true,
    file.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const hits: Hit[] = [];
  const visit = (node: ts.Node) => {
    let classes: string | undefined;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) classes = node.text;
    else if (ts.isTemplateExpression(node))
      classes = [node.head.text, ...node.templateSpans.map((s) => s.literal.text)].join(" ");
    if (classes !== undefined && implicitGrids(classes).length > 0) {
      const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
      hits.push({ file, line: line + 1, text: text.split("\n")[line].trim(), classes });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return hits;
}

function adminFiles(): string[] {
  const files: string[] = [...ADMIN_ONLY];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.posix.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.tsx?$/.test(entry.name)) files.push(full);
    }
  };
  ROOTS.forEach(walk);
  return files;
}

const allowed = (hit: Hit) =>
  ALLOWED.some(([file, piece]) => file === hit.file && (hit.classes.includes(piece) || hit.text.includes(piece)));

describe("admin grids name their columns (an implicit auto column grows to a long string and scrolls a phone's page sideways)", () => {
  it("tells an implicit column from an explicit one", () => {
    expect(implicitGrids("grid gap-3")).toEqual(["grid"]);
    expect(implicitGrids("grid sm:grid-cols-2 gap-3")).toEqual(["grid"]);
    expect(implicitGrids("grid max-w-5xl grid-rows-[auto_1fr] gap-4")).toEqual(["grid"]);
    expect(implicitGrids("lg:grid gap-4")).toEqual(["lg:grid"]);
    expect(implicitGrids("grid grid-cols-none")).toEqual(["grid"]);
    expect(implicitGrids("grid grid-cols-1 gap-3")).toEqual([]);
    expect(implicitGrids("grid gap-5 grid-cols-1 sm:grid-cols-2")).toEqual([]);
    expect(implicitGrids("grid [grid-template-columns:minmax(0,1fr)_auto]")).toEqual([]);
    expect(implicitGrids("min-h-dvh lg:grid lg:grid-cols-[16rem_1fr]")).toEqual([]);
    expect(implicitGrids("inline-grid size-9 place-items-center")).toEqual([]);
    expect(implicitGrids("grid-cols-2 gap-2 grid-flow-row")).toEqual([]);
  });

  it("in every .ts/.tsx file of app/admin and components/admin (and admin-only components)", () => {
    const hits = adminFiles().flatMap(scan);
    const offending = hits.filter((hit) => !allowed(hit)).map((h) => `${h.file}:${h.line}: "${h.classes}"`);
    expect(
      offending,
      `grid without grid-cols-* (add grid-cols-1, or grid-cols-1 before sm:grid-cols-*):\n${offending.join("\n")}`,
    ).toEqual([]);
  });

  it("keeps no stale allow-list entry", () => {
    const hits = adminFiles().flatMap(scan);
    const unused = ALLOWED.filter(
      ([file, piece]) => !hits.some((h) => h.file === file && (h.classes.includes(piece) || h.text.includes(piece))),
    );
    expect(unused).toEqual([]);
  });
});
