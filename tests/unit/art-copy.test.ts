import { describe, expect, it } from "vitest";
import { jobs } from "../../tools/art/catalog.mjs";
import { createContext, documentSvg } from "../../tools/art/lib/svg.mjs";

type Job = {
  path: string;
  id: string;
  accent: string;
  width: number;
  height: number;
  mode?: string;
  bg?: object;
  scene: (c: unknown) => string;
};

describe("generated images", () => {
  it("show real words where an interface would, never anonymous grey bars", () => {
    // tools/art/lib/ui.mjs wraps every grey placeholder bar (unlabelled lines, chips, buttons, list rows) in
    // <g class="placeholder">; no image in the catalogue may draw one (issue #23, item 8).
    const withBars = (jobs() as Job[])
      .filter((j) => {
        const c = createContext({ id: j.id, accent: j.accent, width: j.width, height: j.height });
        return documentSvg(c, j.scene(c), { mode: j.mode, bg: j.bg }).includes('class="placeholder"');
      })
      .map((j) => j.path);
    expect(withBars).toEqual([]);
  });
});
