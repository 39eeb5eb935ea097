import { describe, expect, it } from "vitest";
import { seedBuiltInContent } from "@/lib/seed";
import { checkIntegrity, describeIssue } from "@/lib/backup/integrity";
import { checkDatabase, migrateBuiltInContent } from "@/lib/backup/migrate";
import { migrateAction } from "@/lib/backup/actions/migrate";
import { onLog } from "@/lib/log/logger";
import { DATABASE_KINDS } from "../support/database";
import { databaseForEachTest } from "../support/backup";

describe.each(DATABASE_KINDS)("integrity check and migration on %s", (kind) => {
  const database = databaseForEachTest(kind, { seed: false });
  /** The built-in content without its projects and testimonials and with one of its posts: a migration copies all but
   *  that post. */
  const onlyOneBuiltInPostLeft = async () => {
    await seedBuiltInContent(database.prisma);
    await database.prisma.testimonial.deleteMany();
    await database.prisma.project.deleteMany();
    const taken = await database.prisma.blogPost.findFirstOrThrow();
    await database.prisma.blogPost.deleteMany({ where: { id: { not: taken.id } } });
    return taken;
  };

  it("passes on the built-in content", async () => {
    await seedBuiltInContent(database.prisma);
    expect(await checkIntegrity(database.prisma)).toEqual({
      checked: { media: 0, projects: 4, blogs: 6, testimonials: 19, settings: 0, redirects: 0 },
      issues: [],
    });
  });

  it("flags unknown service ids, malformed URLs, bad slugs, colliding slugs and broken JSON, with edit links", async () => {
    const prisma = database.prisma;
    await seedBuiltInContent(prisma);
    const project = await prisma.project.findFirstOrThrow();
    await prisma.project.update({
      where: { id: project.id },
      data: { serviceId: "sales-force", liveUrl: "not a url", techStack: { broken: true } },
    });
    await prisma.blogPost.create({
      data: { id: "Bad Slug", title: "Odd", content: "x", authorName: "A", publishedAt: new Date() },
    });
    await prisma.blogPost.create({
      data: { id: "BAD-slug", title: "Twin", content: "x", authorName: "A", publishedAt: new Date(0) },
    });
    await prisma.blogPost.create({
      data: { id: "bad-slug", title: "Twin 2", content: "   ", authorName: "A", publishedAt: new Date(0) },
    });
    const { issues } = await checkIntegrity(prisma);
    const summary = issues.map((i) => `${i.id}|${i.field}|${i.editHref}`);
    expect(summary).toEqual(
      expect.arrayContaining([
        `${project.id}|serviceId|/admin/portfolio/edit/${project.id}`,
        `${project.id}|liveUrl|/admin/portfolio/edit/${project.id}`,
        `${project.id}|techStack|/admin/portfolio/edit/${project.id}`,
        "Bad Slug|id|/admin/blogs/edit/Bad%20Slug",
        "bad-slug|content|/admin/blogs/edit/bad-slug",
      ]),
    );
    expect(issues.some((i) => i.message.startsWith("The slug collides with"))).toBe(true);
    expect(describeIssue(issues.find((i) => i.field === "serviceId")!)).toBe(
      `Portfolio "${project.title}" (serviceId): Unknown service id "sales-force"`,
    );
  });

  it("reports counts, migrates the four portfolios, six posts and 19 testimonials, then refuses a second migration", async () => {
    const prisma = database.prisma;
    expect(await checkDatabase(prisma)).toEqual({ projects: 0, blogs: 0, testimonials: 0 });
    expect(await migrateBuiltInContent(prisma)).toEqual({ projects: 4, blogs: 6, testimonials: 19, skipped: [] });
    expect(await checkDatabase(prisma)).toEqual({ projects: 4, blogs: 6, testimonials: 19 });
    await expect(migrateBuiltInContent(prisma)).rejects.toThrow("already holds portfolios");
  });

  it("skips and logs each item that fails, copying the rest", async () => {
    const prisma = database.prisma;
    const taken = await onlyOneBuiltInPostLeft();
    const warnings: unknown[][] = [];
    const stop = onLog((level, args) => {
      if (level === 40) warnings.push(args);
    });
    const result = await migrateBuiltInContent(prisma).finally(stop);
    expect(result).toMatchObject({
      projects: 4,
      blogs: 5,
      testimonials: 19,
      skipped: [{ entity: "blog", id: taken.id }],
    });
    expect(warnings).toEqual([
      [expect.objectContaining({ entity: "blog", id: taken.id }), `skipped blog post ${taken.id}`],
    ]);
  });

  it("the Migrate button skips an item that fails inside its transaction and still copies and audits the rest", async () => {
    const prisma = database.prisma;
    const taken = await onlyOneBuiltInPostLeft();
    const revalidated: string[] = [];
    const migrate = migrateAction.withDeps({
      getSession: async () => ({ email: "admin@test.dev", role: "owner" as const }),
      prisma: async () => prisma,
      revalidate: (t) => revalidated.push(...t),
    });
    expect(await migrate({})).toEqual({
      ok: true,
      data: { projects: 4, blogs: 5, testimonials: 19, skipped: [`blog ${taken.id}`] },
    });
    expect(await checkDatabase(prisma)).toEqual({ projects: 4, blogs: 6, testimonials: 19 });
    expect(await prisma.auditLog.count({ where: { action: "migrate" } })).toBe(1);
    expect(revalidated).toEqual(expect.arrayContaining(["projects", "blog", "testimonials"]));
  });
});
