import { describe, expect, it } from "vitest";
import { fallbackImages, fallbackTopic } from "@/lib/images/fallbacks";

describe("fallback images chosen by alt text", () => {
  it.each([
    ["MedFlow patient portal for a healthcare group", "healthcare"],
    ["Medical records dashboard", "healthcare"],
    ["Retail storefront", "retail"],
    ["An e-commerce checkout", "retail"],
    ["Ecommerce catalogue", "retail"],
    ["Online learning platform", "education"],
    ["Education app for schools", "education"],
    ["AI calling agent console", "ai"],
    ["Invoice automation workflow", "ai"],
    ["Fitness coaching app", "generic"],
    ["Maintenance dashboard", "generic"],
  ])("%s → %s", (alt, topic) => {
    expect(fallbackTopic(alt)).toBe(topic);
  });

  it("gives three local files in order", () => {
    expect(fallbackImages("Retail app")).toEqual([
      "/images/fallback/retail-1.webp",
      "/images/fallback/retail-2.webp",
      "/images/fallback/retail-3.webp",
    ]);
  });

  it("prefers healthcare over AI when both appear", () => {
    expect(fallbackTopic("AI for medical imaging")).toBe("healthcare");
  });
});
