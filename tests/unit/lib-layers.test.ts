import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { cyclicEdges } from "../../eslint/layers.mjs";

function fixture(files: Record<string, string>): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "layers-"));
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  }
  return root;
}

describe("the lint rule against import cycles between lib/ modules", () => {
  it("finds a cycle between two folders, and one through a third, whichever import style", () => {
    const root = fixture({
      "lib/projects/mutations.ts": `import { notFound } from "@/lib/admin/stale";\nexport const m = notFound;`,
      "lib/admin/stale.ts": `export { m } from "../projects/mutations";\nexport const notFound = 1;`,
      "lib/a/x.ts": `import { y } from "@/lib/b/y";`,
      "lib/b/y.ts": `import { z } from "@/lib/c.ts";`,
      "lib/c.ts": `const x = await import("./a/x");`,
      "lib/d/ok.ts": `import { y } from "@/lib/b/y";`,
    });
    expect([...cyclicEdges(root)].sort()).toEqual([
      "lib/a -> lib/b",
      "lib/admin -> lib/projects",
      "lib/b -> lib/c.ts",
      "lib/c.ts -> lib/a",
      "lib/projects -> lib/admin",
    ]);
  });

  it("finds none in this repository (what npm run lint enforces)", () => {
    expect([...cyclicEdges(process.cwd())]).toEqual([]);
  });
});
