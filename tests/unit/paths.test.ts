import { describe, expect, it } from "vitest";
import { blogPath, caseStudyPath, portfolioPath, reviewsPath } from "@/lib/paths";

describe("public paths", () => {
  it("are built in one place, with ids and filters encoded", () => {
    expect(caseStudyPath("medflow-patient-portal")).toBe("/case-study/medflow-patient-portal");
    expect(blogPath("a b")).toBe("/blog/a%20b");
    expect(portfolioPath()).toBe("/portfolio");
    expect(portfolioPath("web-apps", "projects-grid")).toBe("/portfolio?service=web-apps#projects-grid");
    expect(reviewsPath()).toBe("/reviews");
    expect(reviewsPath("ai & ml")).toBe("/reviews?service=ai%20%26%20ml");
  });
});
