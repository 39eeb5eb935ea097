import { describe, expect, it } from "vitest";
import { auditWords, type AuditEntry } from "@/lib/audit/sentence";

const people = { "maya@studio.test": "Maya", "sam@studio.test": "Sam" };
const say = (entry: Partial<AuditEntry>) => {
  const { who, what } = auditWords(
    { actorEmail: "maya@studio.test", action: "update", entity: "blog", entityId: null, ...entry },
    people,
  );
  return `${who} ${what}`;
};

describe("the audit log in words", () => {
  it("names the person and the item by title, falling back to the address when the item is gone", () => {
    expect(say({ action: "publish", entity: "project", entityId: "fitpulse", title: "FitPulse Coaching App" })).toBe(
      "Maya published the project “FitPulse Coaching App”",
    );
    expect(say({ action: "update", entity: "blog", entityId: "gone-post" })).toBe(
      "Maya edited the blog post “gone-post”",
    );
  });

  it("says where a deleted item went and counts bulk changes", () => {
    expect(say({ action: "delete", entity: "blog", entityId: "3 items" })).toBe("Maya moved 3 blog posts to the trash");
    expect(say({ action: "restore", entity: "trash", entityId: "2 items" })).toBe(
      "Maya brought 2 items back from the trash",
    );
    expect(say({ action: "delete", entity: "redirect", entityId: "r1" })).toBe("Maya deleted a redirect");
  });

  it("reads team changes with the colleague's name and the role's article", () => {
    expect(say({ action: "role-editor", entity: "user", entityId: "sam@studio.test" })).toBe("Maya made Sam an editor");
    expect(say({ action: "invite-viewer", entity: "user", entityId: "new@studio.test" })).toBe(
      "Maya invited new@studio.test as a viewer",
    );
    expect(say({ action: "reset-password", entity: "user", entityId: "maya@studio.test" })).toBe(
      "Maya reset their password",
    );
  });

  it("names the machines that act, and keeps an unknown action readable", () => {
    expect(say({ actorEmail: "scheduler", action: "publish", entity: "blog", entityId: "a", title: "A" })).toBe(
      "The scheduler published the blog post “A”",
    );
    expect(say({ action: "mark-contacted", entity: "lead", entityId: "2 leads" })).toBe(
      "Maya marked 2 leads as contacted",
    );
    expect(say({ action: "frobnicate", entity: "widget", entityId: "w1" })).toBe("Maya frobnicate widget w1");
  });
});
