import { describe, expect, it } from "vitest";
import { normalizePath, REDIRECT_LOOP_MESSAGE, resolveRedirect, withRedirect } from "@/lib/redirects/rules";

describe("redirect rules", () => {
  it("normalises paths", () => {
    expect(normalizePath("old//page/?q=1#x")).toBe("/old/page");
    expect(normalizePath("/")).toBe("/");
  });

  it("collapses chains to one hop and refuses loops", () => {
    let map = {};
    for (const [from, to] of [
      ["/b", "/c"],
      ["/a", "/b"],
      ["/c", "/d"],
    ]) {
      const next = withRedirect(map, from, to);
      if ("error" in next) throw new Error(next.error);
      map = next.map;
    }
    expect(map).toEqual({ "/a": "/d", "/b": "/d", "/c": "/d" });
    expect(withRedirect(map, "/d", "/a")).toEqual({ error: REDIRECT_LOOP_MESSAGE });
    expect(resolveRedirect({ "/x": "/y", "/y": "/x" }, "/x")).toBeNull();
    expect(resolveRedirect(map, "/nowhere")).toBeNull();
  });
});
