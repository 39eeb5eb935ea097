import { describe, expect, it } from "vitest";
import { exportContent, exportFileName } from "@/lib/backup/export";
import { applyImport, previewImport } from "@/lib/backup/import";
import { MAX_IMPORT_BYTES } from "@/lib/backup/limits";
import { DATABASE_KINDS } from "../support/database";
import { failOnRow, snapshotRows, databaseForEachTest } from "../support/backup";

const body = (file: object) => JSON.stringify(file, null, 2);

describe.each(DATABASE_KINDS)("export and import on %s", (kind) => {
  const database = databaseForEachTest(kind);

  it("export → wipe → import round-trips byte-equal content", async () => {
    const prisma = database.prisma;
    const exported = await exportContent(prisma, new Date("2026-01-02T03:04:05Z"));
    expect(exported.exportDate).toBe("2026-01-02T03:04:05.000Z");
    expect(exportFileName(new Date("2026-01-02T03:04:05Z"))).toBe("studio-export-2026-01-02.json");
    const rowsBefore = await snapshotRows(prisma);
    await prisma.project.deleteMany();
    await prisma.blogPost.deleteMany();
    const result = await applyImport(prisma, body(exported));
    expect(result.ok).toBe(true);
    const again = await exportContent(prisma, new Date("2026-01-02T03:04:05Z"));
    expect(body(again)).toBe(body(exported));
    expect(await snapshotRows(prisma)).toEqual(rowsBefore);
  });

  it("previews n projects and m posts, split into new and replaced, and changes nothing", async () => {
    const prisma = database.prisma;
    const exported = await exportContent(prisma);
    exported.projects[0] = { ...exported.projects[0], id: "brand-new", title: "Brand new" };
    const before = await snapshotRows(prisma, { withBackups: true });
    const preview = await previewImport(prisma, body(exported));
    expect(preview.ok && preview.value.projects.total).toBe(4);
    expect(preview.ok && preview.value.projects.added).toEqual([{ id: "brand-new", title: "Brand new" }]);
    expect(preview.ok && preview.value.projects.replaced).toHaveLength(3);
    expect(preview.ok && preview.value.blogs).toMatchObject({ total: 6, added: [] });
    expect(await snapshotRows(prisma, { withBackups: true })).toEqual(before);
  });

  it("applies in one transaction after an automatic backup: new ids added, existing replaced, others kept", async () => {
    const prisma = database.prisma;
    const file = {
      projects: [{ id: "new-one", title: "New one", description: "D", serviceId: "saas" }],
      blogs: [],
    };
    const stored = await prisma.project.findFirstOrThrow();
    file.projects.push({ id: stored.id, title: "Replaced title", description: "D", serviceId: "web-apps" });
    const result = await applyImport(prisma, body(file));
    expect(result.ok).toBe(true);
    expect(await prisma.project.count()).toBe(5);
    expect((await prisma.project.findUniqueOrThrow({ where: { id: stored.id } })).title).toBe("Replaced title");
    const backups = await prisma.backup.findMany();
    expect(backups).toHaveLength(1);
    expect(backups[0].reason).toBe("before-import");
  });

  it("accepts the old column names and snake_case fields", async () => {
    const prisma = database.prisma;
    const file = {
      projects: [
        {
          id: "legacy",
          title: "Legacy",
          description: "Old",
          service_id: "saas",
          project_timeline: "3 months",
          team: "4 people",
          project_industry: "Retail",
          live_url: "https://example.com",
          client_logo: null,
        },
      ],
      blogs: [
        {
          id: "old-post",
          title: "Old post",
          content: "<p>Hi</p>",
          author: { name: "Ana", bio: "Writer" },
          published_date: "2024-05-06T00:00:00.000Z",
          reading_time: "7",
          featured_image: "/images/x.png",
        },
      ],
    };
    const result = await applyImport(prisma, body(file));
    expect(result).toMatchObject({ ok: true });
    expect(await prisma.project.findUniqueOrThrow({ where: { id: "legacy" } })).toMatchObject({
      timeline: "3 months",
      teamSize: "4 people",
      industry: "Retail",
      liveUrl: "https://example.com",
      serviceId: "saas",
    });
    expect(await prisma.blogPost.findUniqueOrThrow({ where: { id: "old-post" } })).toMatchObject({
      authorName: "Ana",
      authorBio: "Writer",
      readingTime: 7,
      publishedAt: new Date("2024-05-06T00:00:00.000Z"),
      featuredImage: "/images/x.png",
    });
  });

  const invalidFiles: [string, () => string, RegExp][] = [
    ["a corrupt file", () => '{"projects": [ {"id": ', /not valid JSON/],
    ["a file that is not an export", () => body({ hello: "world" }), /neither "projects" nor "blogs"/],
    ["a wrong version", () => body({ version: "3.0", projects: [], blogs: [] }), /Unsupported file version "3.0"/],
    [
      "a file with one invalid row",
      () =>
        body({
          projects: [
            { id: "ok", title: "Fine", description: "D", serviceId: "saas" },
            { id: "bad", title: "", description: "D", serviceId: "saas", liveUrl: "not a url" },
          ],
          blogs: [{ id: "p", title: "T", content: "C", authorName: "A", publishedAt: "not a date" }],
        }),
      /Project 2, title: Please fill in all required fields; Project 2, liveUrl: Enter a full URL .*; Blog post 1, publishedAt: Enter a valid date/,
    ],
    [
      "duplicate ids",
      () =>
        body({
          projects: [
            { id: "x", title: "A", description: "D", serviceId: "saas" },
            { id: "x", title: "B", description: "D", serviceId: "saas" },
          ],
        }),
      /Project 2, id: The id "x" appears twice/,
    ],
    [
      "200,000 empty records",
      () => `{"blogs": [${Array(200_000).fill("{}").join(",")}]}`,
      /The file lists 200,000 blog posts; at most 2,000 can be imported at once/,
    ],
    [
      "a nesting bomb",
      () => `{"projects": ${"[".repeat(50_000)}${"]".repeat(50_000)}}`,
      /nested 50001 levels deep; a studio export is at most 16/,
    ],
    [
      "a version that is an object",
      () => '{"version": {"toString": 1}, "projects": []}',
      /Unsupported file version \(an object\)/,
    ],
    [
      "an oversized file",
      () => body({ projects: [], blogs: [], padding: "x".repeat(MAX_IMPORT_BYTES) }),
      /The file is too large \(10\.0 MB\)\. The limit is 10 MB/,
    ],
  ];

  it.each(invalidFiles)(
    "rejects %s whole with a message naming the problems, changing nothing",
    async (_, file, message) => {
      const prisma = database.prisma;
      const before = await snapshotRows(prisma, { withBackups: true });
      const preview = await previewImport(prisma, file());
      const result = await applyImport(prisma, file());
      expect(preview.ok).toBe(false);
      expect(result.ok).toBe(false);
      expect(!result.ok && result.message).toMatch(/^The file was not imported, nothing was changed\. /);
      expect(!result.ok && result.message).toMatch(message);
      expect(await snapshotRows(prisma, { withBackups: true })).toEqual(before);
    },
  );

  it.each([1, 4, 6])("an import that fails on row %i leaves the database exactly as before", async (n) => {
    const prisma = database.prisma;
    const exported = await exportContent(prisma);
    exported.projects = exported.projects.map((p) => ({ ...p, title: `${p.title} (imported)` }));
    const before = await snapshotRows(prisma, { withBackups: true });
    await expect(applyImport(prisma, body(exported), { beforeRow: failOnRow(n) })).rejects.toThrow(
      `injected failure on row ${n}`,
    );
    expect(await snapshotRows(prisma, { withBackups: true })).toEqual(before);
  });
});
