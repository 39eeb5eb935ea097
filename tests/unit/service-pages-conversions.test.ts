import { describe, expect, it } from "vitest";
import { CONVERSION_ACTIONS, conversionInput } from "@/lib/conversions/schema";

describe("conversion input", () => {
  it("accepts the four action ids with a site path", () => {
    expect(CONVERSION_ACTIONS).toEqual([
      "speaksify-demo",
      "speaksify-trial",
      "speaksify-demo-final",
      "design-consultation",
    ]);
    for (const action of CONVERSION_ACTIONS)
      expect(conversionInput.safeParse({ action, page: "/products/speaksify" }).success).toBe(true);
  });
  it("rejects unknown actions, non-paths and any extra (personal) field", () => {
    expect(conversionInput.safeParse({ action: "buy-now", page: "/" }).success).toBe(false);
    expect(conversionInput.safeParse({ action: "speaksify-demo", page: "https://evil.test/" }).success).toBe(false);
    expect(conversionInput.safeParse({ action: "speaksify-demo", page: "/x", email: "a@b.c" }).success).toBe(false);
    expect(conversionInput.safeParse({ action: "speaksify-demo", page: "/" + "a".repeat(250) }).success).toBe(false);
  });
});
