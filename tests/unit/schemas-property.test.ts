import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { projectFormSchema, projectInputSchema } from "@/lib/projects/schema";
import { blogInputSchema } from "@/lib/blog/schema";
import { expectNoPollution, hostileObject } from "../support/hostile";

const schemas = { projectInputSchema, projectFormSchema, blogInputSchema };

describe.each(Object.entries(schemas))("%s under hostile input", (_, schema) => {
  it("never throws and never pollutes prototypes; rejections carry a message", () => {
    fc.assert(
      fc.property(fc.oneof(hostileObject, fc.jsonValue(), fc.anything()), (input) => {
        const result = schema.safeParse(input);
        expectNoPollution();
        if (!result.success)
          expect(result.error.issues.every((i) => typeof i.message === "string" && i.message.length > 0)).toBe(true);
      }),
      { numRuns: 400 },
    );
  });

  it("rejects oversized text with a clear message", () => {
    const huge = "x".repeat(300_001);
    const result = schema.safeParse({
      title: huge,
      description: huge,
      serviceId: "web-apps",
      content: huge,
      authorName: "A",
      publishedAt: "2026-01-01",
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toContain("Keep this under 200 characters.");
  });

  it("a JSON body with __proto__ keys does not change Object.prototype", () => {
    schema.safeParse(
      JSON.parse('{"__proto__": {"isAdmin": true}, "title": "T", "description": "D", "serviceId": "saas"}'),
    );
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
  });
});
