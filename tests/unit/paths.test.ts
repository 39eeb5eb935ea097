import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { blogPath, blogsPath, caseStudyPath, portfolioPath, reviewsPath } from "@/lib/paths";

/** Every source file of the site (app, components, lib), relative to the repository. */
function sourceFiles(dir: string, out: string[] = []): string[] {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) sourceFiles(full, out);
    else if (/\.(ts|tsx|mjs)$/.test(entry.name)) out.push(path.relative(process.cwd(), full));
  }
  return out;
}

/** A public URL with an id or a filter put together by hand: `/case-study/${…}`, `/blog/${…}`, `/blogs?tag=…`,
 *  `/portfolio?service=…`, `/reviews?service=…`, or a `${pathname}?service=` of a filter. */
const HAND_BUILT = /[`"'](?:\/(?:case-study|blog)\/\$\{|\/(?:blogs|portfolio|reviews)\?|\$\{pathname\}\?service=)/;

describe("public paths", () => {
  it("are built in one place, with ids and filters encoded", () => {
    expect(caseStudyPath("medflow-patient-portal")).toBe("/case-study/medflow-patient-portal");
    expect(blogPath("a b")).toBe("/blog/a%20b");
    expect(blogsPath()).toBe("/blogs");
    expect(blogsPath({ tag: "C# & .NET" })).toBe("/blogs?tag=C%23+%26+.NET");
    expect(blogsPath({ category: "AI", tag: "agents" })).toBe("/blogs?category=AI&tag=agents");
    expect(portfolioPath()).toBe("/portfolio");
    expect(portfolioPath("web-apps", "projects-grid")).toBe("/portfolio?service=web-apps#projects-grid");
    expect(reviewsPath()).toBe("/reviews");
    expect(reviewsPath("ai & ml")).toBe("/reviews?service=ai%20%26%20ml");
  });

  it("are not put together by hand anywhere else in app/, components/ or lib/", () => {
    const offenders = ["app", "components", "lib"]
      .flatMap((dir) => sourceFiles(dir))
      .filter((file) => file !== path.join("lib", "paths.ts"))
      .flatMap((file) =>
        fs
          .readFileSync(file, "utf8")
          .split("\n")
          .map((line, i) => (HAND_BUILT.test(line) ? `${file}:${i + 1}: ${line.trim()}` : null))
          .filter((hit): hit is string => hit !== null),
      );
    expect(offenders).toEqual([]);
  });
});
