import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { PrismaClient } from "@/generated/prisma/client";
import type { AdminDeps } from "@/lib/admin/action";
import { createItemAction } from "@/lib/collections/actions/create-item";
import { updateItemAction } from "@/lib/collections/actions/update-item";
import { setStatusAction } from "@/lib/collections/actions/set-status";
import { deleteItemsAction } from "@/lib/collections/actions/delete-items";
import { restoreFromTrashAction } from "@/lib/trash/actions";
import { seedBuiltInContent } from "@/lib/seed";
import { createBackup } from "@/lib/backup/create";
import { restoreBackup } from "@/lib/backup/restore";
import { applyImport } from "@/lib/backup/import";
import { searchSite } from "@/lib/search/search";
import { reviews } from "@/content/reviews";
import { builtInProjects } from "@/content/projects";
import { DATABASE_KINDS, freshDatabase, type TestDatabase } from "../support/database";

// Outside Next the cache directives are inert; the public read runs on the test's database.
vi.mock("next/cache", () => ({ cacheTag: vi.fn(), cacheLife: vi.fn() }));
const reach: { prisma: () => Promise<PrismaClient> } = { prisma: () => Promise.reject(new Error("no database yet")) };
vi.mock("@/lib/db", () => ({ db: () => reach.prisma() }));

const { getTestimonials } = await import("@/lib/testimonials/queries");
const { reviewsOf, caseStudyTestimonial } = await import("@/lib/testimonials/rules");

const ok = <T>(result: unknown) => (result as { ok: true; data: T }).data;

describe.each(DATABASE_KINDS)("testimonials on %s", (kind) => {
  let database: TestDatabase;
  const revalidated: string[][] = [];
  const deps = (): AdminDeps => ({
    getSession: async () => ({ email: "owner@test.dev", role: "owner" as const }),
    prisma: async () => database.prisma,
    revalidate: (t) => revalidated.push(t),
  });
  const publicReviews = async () => reviewsOf((await getTestimonials()).data);

  beforeAll(async () => {
    database = await freshDatabase(kind);
    reach.prisma = async () => database.prisma;
    await seedBuiltInContent(database.prisma);
  }, 240_000);
  afterAll(async () => {
    await database?.close();
  });

  it("are seeded from today's content: the reviews page's fifteen in order, and each case study's quote", async () => {
    const shown = await publicReviews();
    expect(shown).toEqual(reviews);
    const all = (await getTestimonials()).data;
    for (const project of builtInProjects) {
      expect(caseStudyTestimonial(all, project.id)).toMatchObject({
        quote: project.extendedTestimonial!.quote,
        title: project.extendedTestimonial!.author,
        role: project.extendedTestimonial!.position,
        company: project.extendedTestimonial!.company,
      });
    }
    expect(await database.prisma.testimonial.count()).toBe(reviews.length + builtInProjects.length);
  });

  it("a new one is a draft until published, then on the reviews page; trash and restore bring it back as it was", async () => {
    const created = ok<{ id: string }>(
      await createItemAction.withDeps(deps())({
        type: "testimonial",
        item: { title: "Jane Roe", quote: "A quiet launch.", company: "Roe & Co", rating: "4", service: "saas" },
      }),
    );
    expect(created.id).toBe("jane-roe");
    expect(revalidated.at(-1)).toEqual(["testimonials", "testimonial:jane-roe"]);
    expect((await publicReviews()).map((r) => r.id)).not.toContain("jane-roe");

    expect(
      await setStatusAction.withDeps(deps())({ type: "testimonial", ids: ["jane-roe"], status: "published" }),
    ).toMatchObject({ ok: true });
    expect((await publicReviews()).find((r) => r.id === "jane-roe")).toEqual({
      id: "jane-roe",
      name: "Jane Roe",
      role: "",
      company: "Roe & Co",
      rating: 4,
      review: "A quiet launch.",
      service: "saas",
      image: "",
    });

    const stored = await database.prisma.testimonial.findUniqueOrThrow({ where: { id: "jane-roe" } });
    expect(
      await updateItemAction.withDeps(deps())({
        type: "testimonial",
        id: "jane-roe",
        openedAt: stored.updatedAt.toISOString(),
        item: { title: "Jane Roe", quote: "An even quieter launch.", company: "Roe & Co", status: "published" },
      }),
    ).toMatchObject({ ok: true });
    expect((await publicReviews()).find((r) => r.id === "jane-roe")?.review).toBe("An even quieter launch.");
    expect(await database.prisma.revision.count({ where: { entity: "testimonial", itemId: "jane-roe" } })).toBe(3);

    const before = await database.prisma.testimonial.findUniqueOrThrow({ where: { id: "jane-roe" } });
    const trashed = ok<{ trashIds: string[] }>(
      await deleteItemsAction.withDeps(deps())({ type: "testimonial", ids: ["jane-roe"] }),
    );
    expect((await publicReviews()).map((r) => r.id)).not.toContain("jane-roe");
    expect(await restoreFromTrashAction.withDeps(deps())({ ids: trashed.trashIds })).toMatchObject({ ok: true });
    expect(await database.prisma.testimonial.findUniqueOrThrow({ where: { id: "jane-roe" } })).toEqual(before);
    expect((await publicReviews()).map((r) => r.id)).toContain("jane-roe");
  });

  it("refuses what its schema refuses", async () => {
    expect(
      await createItemAction.withDeps(deps())({
        type: "testimonial",
        item: { title: "No Quote", quote: "  ", rating: "9" },
      }),
    ).toMatchObject({ ok: false, code: "invalid" });
    expect(
      await createItemAction.withDeps(deps())({
        type: "testimonial",
        item: { title: "Odd Service", quote: "q", service: "gardening" },
      }),
    ).toMatchObject({ ok: false, code: "invalid" });
  });

  it("are found by site search under Reviews, leading to the review on /reviews or the case study", async () => {
    const found = await searchSite(database.prisma, "UrbanNest");
    expect(found.groups.find((g) => g.kind === "review")).toMatchObject({
      label: "Reviews",
      hits: [expect.objectContaining({ href: "/reviews#review-01" })],
    });
    const quote = await searchSite(database.prisma, "shoebox paperwork");
    expect(quote.groups.find((g) => g.kind === "review")?.hits[0]?.href).toBe(
      "/case-study/routewise-logistics-automation#testimonial",
    );
  });

  it("a backup restores them; a backup and an export from before testimonials leave them as they are", async () => {
    const backup = await createBackup(database.prisma, "manual");
    const stored = await database.prisma.testimonial.findMany({ orderBy: { id: "asc" } });
    await database.prisma.testimonial.deleteMany({ where: { id: "review-02" } });
    await restoreBackup(database.prisma, backup.id);
    expect(await database.prisma.testimonial.findMany({ orderBy: { id: "asc" } })).toEqual(stored);

    // An old backup: the same lists without testimonials.
    const old = await database.prisma.backup.findUniqueOrThrow({ where: { id: backup.id } });
    const { testimonials: _gone, ...lists } = old.entities as Record<string, unknown>;
    const legacy = await database.prisma.backup.create({
      data: { id: "legacy-backup", entities: lists as object, version: old.version, createdAt: new Date(0) },
    });
    await restoreBackup(database.prisma, legacy.id);
    expect(await database.prisma.testimonial.findMany({ orderBy: { id: "asc" } })).toEqual(stored);

    const legacyExport = JSON.stringify({ version: old.version, ...lists });
    const imported = await applyImport(database.prisma, legacyExport);
    expect(imported).toMatchObject({ ok: true, value: { testimonials: { total: 0 } } });
    expect(await database.prisma.testimonial.findMany({ orderBy: { id: "asc" } })).toEqual(stored);
  });
});

describe("the testimonials migration", () => {
  const dir = path.join(process.cwd(), "prisma/migrations");
  const migrations = fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort();
  const TESTIMONIALS = migrations.find((name) => name.endsWith("_testimonials"))!;
  const sql = (name: string) => fs.readFileSync(path.join(dir, name, "migration.sql"), "utf8");

  it("copies each stored project's case-study testimonial into a published row linked to it", async () => {
    const db = new PGlite({ extensions: { pg_trgm } });
    for (const name of migrations.filter((n) => n < TESTIMONIALS)) await db.exec(sql(name));
    await db.exec(`
      INSERT INTO portfolios (id, title, client, service_id, description, extended_testimonial, testimonial, status,
        created_at, updated_at) VALUES
        ('full', 'Full', 'Acme', 'saas', 'd', '{"quote":"Great","author":"Ann","position":"CTO","company":"Acme Inc"}',
          'Short', 'published', '2026-01-01T10:00:00Z', now()),
        ('short', 'Short Only', 'Beta', 'saas', 'd', NULL, 'Just short', 'draft', '2026-01-02T10:00:00Z', now()),
        ('none', 'None', NULL, 'saas', 'd', '{"quote":"","author":"X"}', NULL, 'published', now(), now())`);
    await db.exec(sql(TESTIMONIALS));
    const { rows } = await db.query(
      "SELECT id, title, quote, role, company, project_id, status FROM testimonials ORDER BY id",
    );
    expect(rows).toEqual([
      {
        id: "full-testimonial",
        title: "Ann",
        quote: "Great",
        role: "CTO",
        company: "Acme Inc",
        project_id: "full",
        status: "published",
      },
      {
        id: "short-testimonial",
        title: "Beta",
        quote: "Just short",
        role: null,
        company: "Beta",
        project_id: "short",
        status: "published",
      },
    ]);
    await db.close();
  });
});
