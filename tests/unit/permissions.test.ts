import { describe, expect, it } from "vitest";
import { can, canAll, MATRIX, PERMISSIONS, type Permission } from "@/lib/access/permissions";
import { refusalOf, upfrontRefusal, TWO_FACTOR_SETUP_MESSAGE } from "@/lib/access/check";
import { allowedOn, readOnlyReason } from "@/lib/access/items";
import { ROLES, toRole } from "@/lib/access/roles";
import { adminSections } from "@/lib/collections/admin-menu";

const all = Object.keys(PERMISSIONS) as Permission[];
const held = (role: (typeof ROLES)[number]) => all.filter((p) => can(role, p));

describe("the permission matrix", () => {
  it("grants every permission to a role, and only the owner holds the team, settings and backups", () => {
    for (const permission of all) for (const role of ROLES) expect(MATRIX[permission]).toHaveProperty(role);
    expect(held("owner")).toEqual(all);
    expect(all.every((p) => canAll("owner", p))).toBe(true);
    for (const role of ["editor", "author", "viewer"] as const)
      for (const permission of ["users.manage", "settings.manage", "backups.manage"] as const)
        expect(can(role, permission), `${role} ${permission}`).toBe(false);
  });

  it("an editor has all content, media, redirects, publishing and the leads inbox", () => {
    const editor = ["content.create", "content.edit", "content.publish", "content.delete", "trash.manage"] as const;
    for (const p of [
      ...editor,
      "media.upload",
      "media.manage",
      "redirects.manage",
      "leads.read",
      "leads.manage",
    ] as const)
      expect(canAll("editor", p), p).toBe(true);
  });

  it("an author writes and submits their own drafts, cannot publish, delete others' work or see leads", () => {
    expect(canAll("author", "content.create")).toBe(true);
    for (const p of ["content.edit", "content.submit", "content.delete"] as const)
      expect(MATRIX[p].author, p).toBe("own");
    for (const p of ["content.publish", "leads.read", "leads.manage", "trash.manage", "media.manage"] as const)
      expect(can("author", p), p).toBe(false);
  });

  it("a viewer reads the admin (dashboard, content, audit) and changes nothing but its own account", () => {
    expect(held("viewer")).toEqual(["content.read", "audit.read", "account.self"]);
    expect(can("viewer", "leads.read")).toBe(false);
  });

  it("an unknown stored role can do no more than a viewer", () => {
    expect(toRole("admin")).toBe("viewer");
    expect(toRole(null)).toBe("viewer");
    expect(toRole("editor")).toBe("editor");
  });
});

describe("the check", () => {
  const author = { role: "author" as const, userId: "u1" };
  it("holds an 'own' grant only when the author created every item named", () => {
    expect(refusalOf(author, [{ permission: "content.edit", createdBy: ["u1"] }])).toBeNull();
    expect(refusalOf(author, [{ permission: "content.edit", createdBy: ["u1", "u2"] }])).toMatch(
      /only on drafts they created/,
    );
    expect(refusalOf(author, [{ permission: "content.edit", createdBy: [] }])).not.toBeNull();
    expect(refusalOf(author, ["content.edit"])).not.toBeNull(); // no items named: an own grant holds nothing
    expect(refusalOf({ role: "author" }, [{ permission: "content.edit", createdBy: [undefined] }])).not.toBeNull();
    expect(refusalOf(author, ["content.publish"])).toBe(
      "An author may not publish, schedule, unpublish or review content: ask the owner if you need to.",
    );
  });

  it("while two-factor sign-in is required, an account without it may only use its own account", () => {
    expect(upfrontRefusal({ role: "owner" }, "content.read", true)).toBe(TWO_FACTOR_SETUP_MESSAGE);
    expect(upfrontRefusal({ role: "owner" }, "account.self", true)).toBeNull();
    expect(upfrontRefusal({ role: "owner", twoFactor: true }, "content.read", true)).toBeNull();
    expect(upfrontRefusal({ role: "viewer" }, "settings.manage", false)).toMatch(
      /^A viewer may not change the site's settings/,
    );
  });

  it("offers an item's editor as the server will judge it", () => {
    const own = { createdById: "u1", status: "draft" };
    expect(allowedOn(author, "content.edit", own)).toBe(true);
    expect(allowedOn(author, "content.edit", { ...own, status: "published" })).toBe(false);
    expect(allowedOn(author, "content.edit", { ...own, createdById: "u2" })).toBe(false);
    expect(allowedOn({ role: "editor" }, "content.edit", { createdById: null, status: "published" })).toBe(true);
    expect(readOnlyReason(author, { ...own, createdById: "u2" })).toMatch(/only the drafts you created/);
    expect(readOnlyReason({ role: "viewer" }, own)).toMatch(/a viewer changes nothing/);
    expect(readOnlyReason(author, own)).toBeUndefined();
  });
});

describe("the admin menu", () => {
  const menu = (role: (typeof ROLES)[number]) => adminSections(role).map((s) => s.label);
  it("shows each role what it may use", () => {
    expect(menu("owner")).toContain("Users");
    expect(menu("editor")).not.toContain("Users");
    expect(menu("editor")).not.toContain("Settings");
    expect(menu("owner")).toContain("System");
    expect(menu("editor")).not.toContain("System");
    expect(menu("editor")).toContain("Waiting for review");
    expect(menu("author")).toEqual([
      "Dashboard",
      "Portfolios",
      "Blogs",
      "Testimonials",
      "Media",
      "Redirects",
      "Audit Log",
      "Account",
    ]);
    expect(menu("viewer")).toEqual(menu("author"));
  });
});
