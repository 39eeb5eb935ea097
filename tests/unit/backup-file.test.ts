import { describe, expect, it } from "vitest";
import { normaliseProject } from "../support/content-actions";
import { normaliseBlog } from "../support/content-actions";
import { slugify } from "@/lib/entity/legacy";
import { describeProblem, parseContentData, parseContentFile } from "@/lib/backup/file";
import { backupRecordSchema } from "@/lib/backup/record";

describe("old column names", () => {
  it("maps project_timeline, team, project_industry, link and snake_case to the current names; metaInfo fills gaps", () => {
    expect(
      normaliseProject({
        id: "a",
        project_timeline: "3 months",
        team: "4",
        project_industry: "Retail",
        link: "https://x.io",
        service_id: "saas",
        client_logo: null,
        metaInfo: { teamSize: "9", industry: "Ignored" },
      }),
    ).toEqual({
      id: "a",
      timeline: "3 months",
      teamSize: "4",
      industry: "Retail",
      liveUrl: "https://x.io",
      serviceId: "saas",
    });
  });

  it("the current name wins when a record holds both", () => {
    expect(normaliseProject({ timeline: "new", project_timeline: "old", id: "a" })).toMatchObject({ timeline: "new" });
    expect(normaliseProject({ project_timeline: "old", timeline: "new", id: "a" })).toMatchObject({ timeline: "new" });
  });

  it("maps published_date, reading_time, publishedDate and an author object for posts", () => {
    expect(
      normaliseBlog({
        id: "p",
        published_date: "2024-01-01",
        reading_time: "7",
        author: { name: "Ana", avatar: "/a.png" },
      }),
    ).toEqual({
      id: "p",
      publishedAt: "2024-01-01",
      readingTime: "7",
      authorName: "Ana",
      authorAvatar: "/a.png",
      authorBio: undefined,
    });
    expect(normaliseBlog({ id: "p", publishedDate: "2024-01-01" })).toMatchObject({ publishedAt: "2024-01-01" });
  });

  it("gives a record without an id the slug of its title", () => {
    expect(slugify("  Ünïcode & Co. — App!  ")).toBe("unicode-co-app");
    expect(normaliseProject({ title: "My App" })).toMatchObject({ id: "my-app" });
  });
});

describe("file validation", () => {
  const project = { id: "a", title: "A", description: "D", serviceId: "saas" };

  it("accepts a file without a version (old exports), one of version 1.0 and one of 2.0; refuses any other", () => {
    expect(parseContentData({ projects: [project], blogs: [] }).ok).toBe(true);
    expect(parseContentData({ projects: [project], blogs: [], version: "1.0" }).ok).toBe(true);
    expect(parseContentData({ projects: [project], version: "2.0" }).ok).toBe(true);
    const future = parseContentData({ projects: [project], version: "3.0" });
    expect(!future.ok && future.message).toBe(
      "The file was not imported, nothing was changed. " +
        'Unsupported file version "3.0": this site reads versions 1.0 and 2.0.',
    );
  });

  it("names the first five problems as entity, index, field, and counts the rest", () => {
    const bad = Array.from({ length: 7 }, (_, i) => ({ id: `p${i}`, title: "", description: "D", serviceId: "saas" }));
    const result = parseContentData({ projects: bad, blogs: [] });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.message).toBe(
      "The file was not imported, nothing was changed. " +
        [1, 2, 3, 4, 5].map((i) => `Project ${i}, title: Please fill in all required fields`).join("; ") +
        " (and 2 more).",
    );
  });

  it("describes file-level problems plainly", () => {
    expect(describeProblem({ entity: "file", message: "Broken." })).toBe("Broken");
    expect(describeProblem({ entity: "blog", index: 2, message: "Bad" })).toBe("Blog post 2: Bad");
    expect(parseContentFile("[1,2]").ok).toBe(false);
  });

  it("the backup record has a list per entity, timestamp and version '2.0' (or '1.0', written by earlier versions)", () => {
    const record = { projects: [], blogs: [], timestamp: "2026-01-01T00:00:00.000Z" };
    expect(backupRecordSchema.safeParse({ ...record, version: "2.0" }).success).toBe(true);
    expect(backupRecordSchema.safeParse({ ...record, version: "1.0" }).success).toBe(true);
    expect(backupRecordSchema.safeParse({ ...record, version: "3.0" }).success).toBe(false);
    expect(backupRecordSchema.safeParse({ projects: [], timestamp: record.timestamp, version: "2.0" }).success).toBe(
      false,
    );
  });
});
