import { describe, expect, it } from "vitest";
import { answerBeforeNext, pathOf, publicHeaders, sharedPage, unknownAddress } from "@/server/http/public-requests.mjs";

describe("what serve.mjs answers and adds before Next", () => {
  it("takes the path of a request's target, and nothing from a target that is not a path", () => {
    expect(pathOf("/blog/x?utm=1&b=2")).toBe("/blog/x");
    expect(pathOf("/")).toBe("/");
    expect(pathOf("http://example.com/")).toBeNull();
    expect(pathOf("*")).toBeNull();
    expect(pathOf(undefined)).toBeNull();
  });

  it("answers malformed %-encoding with 400 on any path, and a malformed slug with its list", () => {
    for (const path of ["/%E0%A4%A", "/admin/portfolio/edit/%E0%A4%A", "/api/admin/export%E0%A4%A", "/blog/%ZZ"]) {
      expect(answerBeforeNext(path), path).toMatchObject({
        status: 400,
        body: "Bad request: the address has malformed %-encoding.",
        headers: { "Cache-Control": "no-store", "X-Content-Type-Options": "nosniff" },
      });
    }
    expect(answerBeforeNext("/blog/a%20b")).toMatchObject({ status: 307, headers: { Location: "/blogs" } });
    expect(answerBeforeNext("/case-study/<script>")).toMatchObject({
      status: 307,
      headers: { Location: "/portfolio" },
    });
    for (const path of [
      "/",
      "/blog/ai-agents-in-production",
      "/case-study/medflow",
      "/admin/blogs/edit/abc",
      "/nope",
    ]) {
      expect(answerBeforeNext(path), path).toBeNull();
    }
  });

  it("lets a public answer be micro-cached until the end of its second, a preview never, and adds nothing to admin or files", () => {
    const now = Date.UTC(2026, 10, 28, 12, 0, 0, 999);
    expect(publicHeaders("/", undefined, now)).toEqual([["X-Accel-Expires", `@${Math.floor(now / 1000)}`]]);
    expect(publicHeaders("/web-apps", "a=1; __prerender_bypass=xyz", now)).toEqual([
      ["X-Accel-Expires", "0"],
      ["X-Robots-Tag", "noindex, nofollow"],
    ]);
    expect(publicHeaders("/preview/expired", undefined, now)).toEqual([
      ["X-Accel-Expires", "0"],
      ["X-Robots-Tag", "noindex, nofollow"],
    ]);
    expect(publicHeaders("/api/preview", undefined, now)[0]).toEqual(["X-Accel-Expires", "0"]);
    // A cookie whose name only ends like draft mode's is not draft mode.
    expect(publicHeaders("/", "x__prerender_bypass=1", now)).toEqual([
      ["X-Accel-Expires", `@${Math.floor(now / 1000)}`],
    ]);
    for (const path of ["/admin", "/admin/leads", "/_next/static/x.js", "/images/a.png", "/media/abc/w640"])
      expect(publicHeaders(path, undefined, now), path).toEqual([]);
    expect(publicHeaders("/administrator", undefined, now)).toHaveLength(1);
  });

  it("counts a 404 as an unknown address for pages, not for the API's answers or missing files", () => {
    expect(unknownAddress("/wp-login.php", 404)).toBe(true);
    expect(unknownAddress("/products/nope", 404)).toBe(true);
    expect(unknownAddress("/", 200)).toBe(false);
    expect(unknownAddress("/api/admin/backups/x", 404)).toBe(false);
    expect(unknownAddress("/images/missing.png", 404)).toBe(false);
    expect(unknownAddress("/web-apps", 404, true)).toBe(false); // Next's router prefetching a link, not a visitor
  });

  it("shares a copy of a public page between visitors, never of a preview, the API, admin pages or files", () => {
    for (const path of ["/", "/blogs", "/blog/x", "/rss.xml", "/sitemap.xml"])
      expect(sharedPage(path, "theme=dark"), path).toBe(true);
    expect(sharedPage("/web-apps", "a=1; __prerender_bypass=xyz")).toBe(false);
    for (const path of [
      "/preview/expired",
      "/api/search",
      "/api/preview",
      "/admin",
      "/admin/blogs",
      "/_next/static/a.js",
      "/images/a.png",
    ]) {
      expect(sharedPage(path, undefined), path).toBe(false);
    }
  });
});
