import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { malformedSlugTarget } from "@/server/http/public-requests.mjs";

const slug = fc.stringMatching(/^[A-Za-z0-9_-]{1,120}$/);

describe("slugs checked before any lookup", () => {
  it("a well-formed slug goes on to its page (and its Open Graph image)", () => {
    fc.assert(
      fc.property(slug, fc.constantFrom("blog", "case-study"), (s, kind) => {
        expect(malformedSlugTarget(`/${kind}/${s}`)).toBeNull();
        expect(malformedSlugTarget(`/${kind}/${s}/opengraph-image`)).toBeNull();
      }),
    );
  });

  it("anything else goes to the list: other characters, encodings, or more than 120 characters", () => {
    const bad = fc.oneof(
      fc.string({ minLength: 1, maxLength: 60 }).filter((s) => !/^[A-Za-z0-9_-]+$/.test(s) && !s.includes("/")),
      fc.stringMatching(/^[a-z0-9-]{121,400}$/),
      fc.constantFrom("%E0%A4%A", "..%2F..", "a%00b", "<script>", "é"),
    );
    fc.assert(
      fc.property(bad, (s) => {
        expect(malformedSlugTarget(`/blog/${s}`)).toBe("/blogs");
        expect(malformedSlugTarget(`/case-study/${s}`)).toBe("/portfolio");
      }),
    );
    expect(malformedSlugTarget("/blog/")).toBe("/blogs");
  });

  it("leaves every other path alone", () => {
    for (const path of ["/", "/blogs", "/portfolio", "/blog", "/admin/blogs/edit/%%%", "/products/x y"])
      expect(malformedSlugTarget(path)).toBeNull();
  });
});
