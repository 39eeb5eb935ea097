import { describe, expect, it } from "vitest";
import { localPath } from "@/lib/url/local-path";
import { authRedirect, safeCallbackUrl } from "@/lib/auth/callback-url";
import { safeReturnPath } from "@/lib/preview/paths";

// Issue 60, #1: a return path a browser would resolve to another site, or that carries control characters.
const FOREIGN = [
  "//evil.example",
  "/\t/evil.example",
  "/\t\t/evil.example",
  "/\n/evil.example",
  "/\r/evil.example",
  "/\r\n/evil.example",
  "/\\evil.example",
  "/\\/evil.example",
  "\\\\evil.example",
  "/\u0000/x",
  "/\u007f/x",
  "https://evil.example/",
  "http:/evil.example",
  "javascript:alert(1)",
  " /blogs",
  "blogs",
  "",
  `/${"a".repeat(2_001)}`,
];

describe("return paths", () => {
  it("refuses anything a browser would take to another site, and control characters anywhere", () => {
    for (const value of FOREIGN) expect(localPath(value), JSON.stringify(value)).toBeNull();
    for (const value of FOREIGN.filter(Boolean)) expect(safeReturnPath(value), JSON.stringify(value)).toBeNull();
  });

  it("keeps a path on this site, normalised (dot segments resolved, unsafe characters %-encoded)", () => {
    expect(localPath("/blog/a-post?x=1#top")).toBe("/blog/a-post?x=1#top");
    expect(localPath("/a/../blogs")).toBe("/blogs");
    expect(localPath("/%2F/evil.example")).toBe("/%2F/evil.example"); // a path segment, not a host
    expect(localPath("/a b")).toBe("/a%20b");
    expect(safeReturnPath(null)).toBe("/");
    expect(safeReturnPath("")).toBe("/");
  });

  it("next-auth sends the browser only to a path of this site after signing in or out", () => {
    const baseUrl = "http://studio.test:3000";
    for (const url of [...FOREIGN.filter(Boolean), "http://studio.test:3000.evil.example/", `${baseUrl}/\n/x`])
      expect(authRedirect(url, baseUrl), JSON.stringify(url)).toBe(`${baseUrl}/admin`);
    expect(authRedirect("/admin/login", baseUrl)).toBe(`${baseUrl}/admin/login`);
    expect(authRedirect(`${baseUrl}/admin/blogs?x=1`, baseUrl)).toBe(`${baseUrl}/admin/blogs?x=1`);
    expect(authRedirect(baseUrl, baseUrl)).toBe(`${baseUrl}/`);
  });

  it("after sign-in returns only inside /admin (never the login page), else the dashboard", () => {
    for (const value of [...FOREIGN, "/admin\t/x", "/administrator", "/admin/login", "/admin/login?x=1", "/admin/../x"])
      expect(safeCallbackUrl(value), JSON.stringify(value)).toBe("/admin");
    expect(safeCallbackUrl("/admin")).toBe("/admin");
    expect(safeCallbackUrl("/admin/blogs?page=2")).toBe("/admin/blogs?page=2");
  });
});
