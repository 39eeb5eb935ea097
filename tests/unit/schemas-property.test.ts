import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { projectFormSchema, projectInputSchema } from "@/lib/projects/schema";
import { blogInputSchema } from "@/lib/blog/schema";

// Hostile values: random JSON, huge strings, unicode, SQL and HTML payloads, prototype-pollution keys.
const hostileString = fc.oneof(
  fc.string(), fc.string({ unit: "grapheme", maxLength: 500 }), fc.constant("x".repeat(300_000)),
  fc.constantFrom("'; DROP TABLE portfolios; --", "<script>alert(1)</script>", "<img src=x onerror=alert(1)>",
    "javascript:alert(1)", "\u0000\u202e\ud83d\ude00", "../../etc/passwd", "{{7*7}}", "${7*7}"),
);
const hostileObject = fc.dictionary(
  fc.oneof(fc.string(), fc.constantFrom("__proto__", "constructor", "prototype", "title", "serviceId", "content")),
  fc.oneof(hostileString, fc.jsonValue(), fc.array(hostileString, { maxLength: 5 })),
);

const schemas = { projectInputSchema, projectFormSchema, blogInputSchema };

describe.each(Object.entries(schemas))("%s under hostile input", (_, schema) => {
  it("never throws and never pollutes prototypes; rejections carry a message", () => {
    fc.assert(fc.property(fc.oneof(hostileObject, fc.jsonValue(), fc.anything()), (input) => {
      const result = schema.safeParse(input);
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      expect(Object.prototype).not.toHaveProperty("isAdmin");
      if (!result.success) expect(result.error.issues.every((i) => typeof i.message === "string" && i.message.length > 0)).toBe(true);
    }), { numRuns: 400 });
  });

  it("rejects oversized text with a clear message", () => {
    const huge = "x".repeat(300_001);
    const result = schema.safeParse({ title: huge, description: huge, serviceId: "web-apps", content: huge, authorName: "A", publishedAt: "2026-01-01" });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toContain("Keep this under 200 characters.");
  });

  it("a JSON body with __proto__ keys does not change Object.prototype", () => {
    schema.safeParse(JSON.parse('{"__proto__": {"isAdmin": true}, "title": "T", "description": "D", "serviceId": "saas"}'));
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
  });
});
