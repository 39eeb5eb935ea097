import { describe, expect, it } from "vitest";
import { isLockedOut, lockedUntil, LOCKOUT } from "@/lib/auth/lockout";
import { sectionName } from "@/lib/admin/sections";
import { safeCallbackUrl } from "@/lib/admin/callback-url";
import { slugify, uniqueSlug } from "@/lib/slug";

const t0 = new Date("2026-01-01T10:00:00Z");
const at = (min: number) => new Date(t0.getTime() + min * 60_000);
const fail = (min: number) => ({ success: false, createdAt: at(min) });
const ok = (min: number) => ({ success: true, createdAt: at(min) });

describe("login lockout", () => {
  it("4 failures do not lock; the 5th within 15 minutes locks for 15 minutes after it", () => {
    const four = [fail(0), fail(1), fail(2), fail(3)];
    expect(lockedUntil(four, at(4))).toBeNull();
    const five = [...four, fail(10)];
    expect(lockedUntil(five, at(10))).toEqual(at(10 + LOCKOUT.lockMs / 60_000));
    expect(lockedUntil(five, at(24.9))).not.toBeNull();
    expect(lockedUntil(five, at(25))).toBeNull();
  });

  it("failures spread over more than 15 minutes do not lock", () => {
    expect(lockedUntil([fail(0), fail(4), fail(8), fail(12), fail(16)], at(16))).toBeNull();
  });

  it("a successful sign-in clears the earlier failures", () => {
    expect(lockedUntil([fail(0), fail(1), fail(2), fail(3), ok(4), fail(5)], at(5))).toBeNull();
  });

  it("locks when either the account or the IP is locked", () => {
    const five = [fail(0), fail(1), fail(2), fail(3), fail(4)];
    expect(isLockedOut(five, [], at(5))).toBe(true);
    expect(isLockedOut([], five, at(5))).toBe(true);
    expect(isLockedOut([fail(0)], [fail(0)], at(5))).toBe(false);
  });
});

describe("admin sections", () => {
  it("names the section of each admin path, 'Admin Panel' by default", () => {
    expect(sectionName("/admin")).toBe("Dashboard");
    expect(sectionName("/admin/portfolio/edit/x")).toBe("Portfolios");
    expect(sectionName("/admin/case-studies")).toBe("Case Studies");
    expect(sectionName("/admin/blogs/new")).toBe("Blogs");
    expect(sectionName("/admin/leads")).toBe("Leads");
    expect(sectionName("/admin/other")).toBe("Admin Panel");
  });

  it("only returns to paths inside /admin after sign-in", () => {
    expect(safeCallbackUrl("/admin/blogs")).toBe("/admin/blogs");
    expect(safeCallbackUrl("https://evil.example")).toBe("/admin");
    expect(safeCallbackUrl("/admin//evil.example")).toBe("/admin");
    expect(safeCallbackUrl(null)).toBe("/admin");
  });
});

describe("slugs", () => {
  it("makes URL slugs from titles and keeps them unique", () => {
    expect(slugify("  Héllo, World & AI!  ")).toBe("hello-world-and-ai");
    expect(slugify("!!!", "project")).toBe("project");
    expect(uniqueSlug("a", new Set(["a", "a-2"]))).toBe("a-3");
    expect(uniqueSlug("b", new Set(["a"]))).toBe("b");
  });
});

describe("portfolio form list rules", async () => {
  const { addEntry, addTech, removeTech, addDetailedMetric } = await import("@/lib/admin/list-rules");
  it("trims entries and ignores blanks and duplicates", () => {
    expect(addEntry(["React"], "  Next.js ")).toEqual(["React", "Next.js"]);
    expect(addEntry(["React"], "   ")).toEqual(["React"]);
    expect(addEntry(["React"], " React ")).toEqual(["React"]);
  });
  it("appends to an existing category without duplicates; removing the last technology removes the category", () => {
    let stack = addTech([], "Frontend", "React");
    stack = addTech(stack, " Frontend ", "Vue");
    stack = addTech(stack, "Frontend", "React");
    stack = addTech(stack, "", "Go");
    expect(stack).toEqual([{ category: "Frontend", technologies: ["React", "Vue"] }]);
    stack = removeTech(removeTech(stack, "Frontend", "React"), "Frontend", "Vue");
    expect(stack).toEqual([]);
  });
  it("a detailed metric needs label, value and description", () => {
    expect(addDetailedMetric([], { label: "Speed", value: "2x", description: " " })).toEqual([]);
    expect(addDetailedMetric([], { label: " Speed ", value: "2x", description: "Faster" }))
      .toEqual([{ label: "Speed", value: "2x", description: "Faster" }]);
  });
});
