import { describe, expect, it } from "vitest";
import { accountDelayUntil, lockedUntil, LOCKOUT, LOCKOUT_MESSAGE, signInRefusal } from "@/lib/auth/lockout";
import { sectionName as nameIn } from "@/lib/admin/sections";
import { adminSections } from "@/lib/collections/admin-menu";

const sectionName = (path: string) => nameIn(adminSections("owner"), path);
import { safeCallbackUrl } from "@/lib/auth/callback-url";
import { slugify, uniqueSlug } from "@/lib/slug";

const t0 = new Date("2026-01-01T10:00:00Z");
const at = (min: number) => new Date(t0.getTime() + min * 60_000);
const fail = (min: number, ip = "1.1.1.1", email = "owner@x") => ({ email, ip, success: false, createdAt: at(min) });
const ok = (min: number, ip = "1.1.1.1", email = "owner@x") => ({ email, ip, success: true, createdAt: at(min) });

describe("login lockout", () => {
  it("4 failures do not lock; the 5th within 15 minutes locks for 15 minutes after it", () => {
    const four = [fail(0), fail(1), fail(2), fail(3)];
    expect(lockedUntil(four, at(4), 5)).toBeNull();
    const five = [...four, fail(10)];
    expect(lockedUntil(five, at(10), 5)).toEqual(at(10 + LOCKOUT.lockMs / 60_000));
    expect(lockedUntil(five, at(24.9), 5)).not.toBeNull();
    expect(lockedUntil(five, at(25), 5)).toBeNull();
  });

  it("failures spread over more than 15 minutes do not lock", () => {
    expect(lockedUntil([fail(0), fail(4), fail(8), fail(12), fail(16)], at(16), 5)).toBeNull();
  });

  it("a successful sign-in clears the earlier failures", () => {
    expect(lockedUntil([fail(0), fail(1), fail(2), fail(3), ok(4), fail(5)], at(5), 5)).toBeNull();
  });

  it("one account from one address: the 6th attempt is refused for 15 minutes", () => {
    const five = [0, 1, 2, 3, 4].map((m) => fail(m, "6.6.6.6"));
    expect(signInRefusal(five, five, "6.6.6.6", at(5))).toBe(LOCKOUT_MESSAGE);
    expect(signInRefusal(five, five, "6.6.6.6", at(18.5))).toBe(LOCKOUT_MESSAGE);
  });

  it("one address guessing many accounts is refused after 10 failures", () => {
    const spray = Array.from({ length: 10 }, (_, i) => fail(i / 10, "6.6.6.6", `user${i}@x`));
    expect(signInRefusal([], spray.slice(0, 9), "6.6.6.6", at(1))).toBeNull();
    expect(signInRefusal([], spray, "6.6.6.6", at(1))).toBe(LOCKOUT_MESSAGE);
  });

  it("failures from many addresses slow the account down exponentially, for addresses that failed themselves", () => {
    const many = Array.from({ length: 5 }, (_, i) => fail(0, `10.0.0.${i}`));
    const delay = (failures: number) =>
      accountDelayUntil(
        Array.from({ length: failures }, (_, i) => fail(0, `10.0.0.${i}`)),
        at(0),
      );
    expect(delay(4)).toBeNull();
    expect(delay(5)!.getTime() - at(0).getTime()).toBe(1_000);
    expect(delay(8)!.getTime() - at(0).getTime()).toBe(8_000);
    expect(delay(40)!.getTime() - at(0).getTime()).toBe(LOCKOUT.accountMaxDelayMs);
    // 10.0.0.1 failed once: it waits; after the delay it is checked again.
    expect(signInRefusal(many, [many[1]], "10.0.0.1", at(0))).toMatch(
      /^Too many failed sign-in attempts for this account\. Please wait 1 second and try again\.$/,
    );
    expect(signInRefusal(many, [many[1]], "10.0.0.1", at(0.02))).toBeNull();
  });

  it("the owner's own address with no recent failures is always checked, whatever others sent (issue 21, #2)", () => {
    const attack = Array.from({ length: 30 }, (_, i) => fail(i / 10, `203.0.113.${i}`));
    expect(signInRefusal(attack, [], "192.0.2.1", at(3))).toBeNull();
    // An address whose own failures are older than the window counts as clean again.
    expect(signInRefusal(attack, [fail(-20, "192.0.2.1")], "192.0.2.1", at(3))).toBeNull();
  });
});

describe("admin sections", () => {
  it("names the section of each admin path, 'Admin Panel' by default", () => {
    expect(sectionName("/admin")).toBe("Dashboard");
    expect(sectionName("/admin/portfolio/edit/x")).toBe("Portfolios");
    expect(sectionName("/admin/case-studies")).toBe("Portfolios");
    expect(sectionName("/admin/blogs/new")).toBe("Blogs");
    expect(sectionName("/admin/leads")).toBe("Leads");
    expect(sectionName("/admin/system")).toBe("System");
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
