import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connect } from "@/lib/db/connect";
import { seedBuiltInContent } from "@/lib/seed";
import { ensureAdmin } from "@/lib/auth/bootstrap";
import { hashPassword, verifyPassword } from "@/lib/auth/password";
import { builtInProjects } from "@/content/projects";
import { builtInBlogPosts } from "@/content/blog";
import { reviews } from "@/content/reviews";
import { DATABASE_KINDS, emptyPostgresDatabase, freshDatabase, type TestDatabase } from "../support/database";
import { pendingSql } from "../../scripts/migrate-wasm.mjs";
import { createTemplate, templateDir } from "@/lib/db/pglite-template.mjs";

describe.each(DATABASE_KINDS)("database on %s", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await freshDatabase(kind);
  });
  afterAll(async () => {
    await database?.close();
  });

  it("applies every migration and records it in _prisma_migrations", async () => {
    const rows = await database.prisma.$queryRaw<
      { migration_name: string }[]
    >`SELECT migration_name FROM "_prisma_migrations"`;
    const onDisk = fs
      .readdirSync("prisma/migrations", { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name);
    expect(rows.map((r) => r.migration_name).sort()).toEqual(onDisk.sort());
  });

  it("seeds the built-in content once, and a second start inserts nothing", async () => {
    // The library's images come with the media seed, settings and redirects start empty: only content is seeded here.
    expect(await seedBuiltInContent(database.prisma)).toEqual({
      media: 0,
      projects: builtInProjects.length,
      blogs: builtInBlogPosts.length,
      // The reviews page's reviews, and each built-in case study's quote.
      testimonials: reviews.length + builtInProjects.length,
      settings: 0,
      redirects: 0,
    });
    expect(await database.prisma.project.count()).toBe(4);
    expect(await database.prisma.blogPost.count()).toBe(6);
    await database.prisma.project.deleteMany();
    expect(await seedBuiltInContent(database.prisma)).toEqual({
      media: 0,
      projects: 0,
      blogs: 0,
      testimonials: 0,
      settings: 0,
      redirects: 0,
    });
    expect(await database.prisma.project.count()).toBe(0);
  });

  it("seeds a content type a later version added at the first start that has it, once", async () => {
    // A database seeded before testimonials existed: it recorded only when it was seeded.
    await database.prisma.testimonial.deleteMany();
    await database.prisma.setting.deleteMany({ where: { key: "content_seeded_keys" } });
    expect(await database.prisma.setting.count({ where: { key: "content_seeded_at" } })).toBe(1);
    // Its projects are gone (the test above deleted them): their case studies' quotes are not seeded without them.
    expect(await seedBuiltInContent(database.prisma)).toEqual({
      media: 0,
      projects: 0,
      blogs: 0,
      testimonials: reviews.length,
      settings: 0,
      redirects: 0,
    });
    await database.prisma.testimonial.deleteMany();
    expect((await seedBuiltInContent(database.prisma)).testimonials).toBe(0);
    expect(await database.prisma.testimonial.count()).toBe(0);
  });

  it("creates the admin from ADMIN_EMAIL/ADMIN_PASSWORD, storing only a bcrypt hash", async () => {
    const lines: string[] = [];
    await ensureAdmin(database.prisma, { ADMIN_EMAIL: "Owner@Example.com", ADMIN_PASSWORD: "s3cret-pass" }, (l) =>
      lines.push(l),
    );
    const user = await database.prisma.user.findUniqueOrThrow({ where: { email: "owner@example.com" } });
    expect(user.passwordHash).toMatch(/^\$2[aby]\$12\$/);
    expect(user.passwordHash).not.toContain("s3cret-pass");
    expect(await verifyPassword("s3cret-pass", user.passwordHash)).toBe(true);
    expect(lines.join("\n")).not.toContain("s3cret-pass");
  });

  it("a start with ADMIN_PASSWORD never rolls back a password changed since; ADMIN_RESET_PASSWORD=1 resets it", async () => {
    const env = { ADMIN_EMAIL: "owner@example.com", ADMIN_PASSWORD: "s3cret-pass" };
    await database.prisma.user.update({
      where: { email: env.ADMIN_EMAIL },
      data: { passwordHash: await hashPassword("changed-since-9") },
    });
    await ensureAdmin(database.prisma, env, () => {});
    const kept = await database.prisma.user.findUniqueOrThrow({ where: { email: env.ADMIN_EMAIL } });
    expect(await verifyPassword("changed-since-9", kept.passwordHash)).toBe(true);
    await ensureAdmin(database.prisma, { ...env, ADMIN_RESET_PASSWORD: "1" }, () => {});
    const reset = await database.prisma.user.findUniqueOrThrow({ where: { email: env.ADMIN_EMAIL } });
    expect(await verifyPassword("s3cret-pass", reset.passwordHash)).toBe(true);
  });

  it("two instances starting at once create one admin, and only one prints its password", async () => {
    await database.prisma.user.deleteMany();
    const lines: string[] = [];
    const results = await Promise.allSettled([
      ensureAdmin(database.prisma, {}, (l) => lines.push(l)),
      ensureAdmin(database.prisma, {}, (l) => lines.push(l)),
    ]);
    expect(results.map((r) => r.status)).toEqual(["fulfilled", "fulfilled"]);
    expect(await database.prisma.user.count()).toBe(1);
    expect(lines).toHaveLength(1);
  });

  it("with no credentials configured, creates one admin with a random password printed once", async () => {
    await database.prisma.user.deleteMany();
    const lines: string[] = [];
    await ensureAdmin(database.prisma, {}, (l) => lines.push(l));
    await ensureAdmin(database.prisma, {}, (l) => lines.push(l));
    expect(await database.prisma.user.count()).toBe(1);
    expect(lines).toHaveLength(1);
    const password = /Password: (\S+)/.exec(lines[0])![1];
    const user = await database.prisma.user.findFirstOrThrow();
    expect(await verifyPassword(password, user.passwordHash)).toBe(true);
  });
});

describe("a new embedded database", () => {
  it("is a copy of the build's template, migrated and seeded like one made by initdb", async () => {
    const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "template-"));
    const distDir = path.join(scratch, "dist");
    const previous = process.env.NEXT_DIST_DIR;
    process.env.NEXT_DIST_DIR = distDir;
    try {
      createTemplate(distDir);
      expect(templateDir()).toBe(path.resolve(distDir, "pglite-template"));
      expect(fs.readdirSync(templateDir())).toContain("PG_VERSION");
      fs.writeFileSync(path.join(templateDir(), "from-the-template"), ""); // PostgreSQL ignores it; initdb would not make it
      const before = fs.readdirSync(templateDir()).sort();
      const dir = path.join(scratch, "pglite");
      const database = await connect({ kind: "pglite", dir });
      try {
        expect(fs.existsSync(path.join(dir, "from-the-template"))).toBe(true);
        expect(await seedBuiltInContent(database.prisma)).toMatchObject({
          projects: builtInProjects.length,
          blogs: builtInBlogPosts.length,
        });
        expect(await database.prisma.project.count()).toBe(builtInProjects.length);
      } finally {
        await database.close();
      }
      // the template itself is never opened or written: the next new database starts from the same empty one
      expect(fs.readdirSync(templateDir()).sort()).toEqual(before);
      expect(fs.existsSync(path.join(templateDir(), "postmaster.pid"))).toBe(false);
    } finally {
      if (previous === undefined) delete process.env.NEXT_DIST_DIR;
      else process.env.NEXT_DIST_DIR = previous;
      fs.rmSync(scratch, { recursive: true, force: true });
    }
  }, 180_000);
});

describe("embedded database ownership", () => {
  it("refuses a second process on the same PGlite directory with a clear error", async () => {
    const dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "lock-")), "pglite");
    const owner = await connect({ kind: "pglite", dir });
    try {
      const child = spawnSync(process.execPath, ["--import", "tsx", "tests/support/open-pglite.ts", dir], {
        encoding: "utf8",
      });
      expect(child.status).not.toBe(0);
      expect(child.stderr).toContain(`already open in process ${process.pid}`);
      expect(child.stderr).toContain("PGLITE_DIR");
    } finally {
      await owner.close();
    }
    const again = spawnSync(process.execPath, ["--import", "tsx", "tests/support/open-pglite.ts", dir], {
      encoding: "utf8",
    });
    expect(again.stderr).toBe("");
    expect(again.status).toBe(0);
  }, 180_000);
});

describe.each(process.env.DATABASE_URL ? ["postgres"] : [])("two instances starting at once on %s", () => {
  it("apply each migration once (the advisory lock makes the second wait) and both open the database", async () => {
    const empty = await emptyPostgresDatabase("migrate_race");
    try {
      const opened = await Promise.allSettled([
        connect({ kind: "postgres", url: empty.url }),
        connect({ kind: "postgres", url: empty.url }),
      ]);
      expect(opened.map((o) => (o.status === "rejected" ? String(o.reason) : o.status))).toEqual([
        "fulfilled",
        "fulfilled",
      ]);
      const [first, second] = opened.map(
        (o) => (o as PromiseFulfilledResult<Awaited<ReturnType<typeof connect>>>).value,
      );
      try {
        const rows = await first.prisma.$queryRaw<
          { migration_name: string }[]
        >`SELECT migration_name FROM "_prisma_migrations"`;
        const onDisk = fs
          .readdirSync("prisma/migrations", { withFileTypes: true })
          .filter((d) => d.isDirectory())
          .map((d) => d.name);
        expect(rows.map((r) => r.migration_name).sort()).toEqual(onDisk.sort()); // each once
        expect(await second.prisma.project.count()).toBe(0);
      } finally {
        await Promise.all([first.close(), second.close()]);
      }
    } finally {
      await empty.drop();
    }
  }, 180_000);
});

describe("schema and migrations", () => {
  it("schema.prisma matches the committed migrations", async () => {
    expect(await pendingSql()).toBe("");
  }, 60_000);
});

describe("the embedded database's memory", () => {
  it("keeps PostgreSQL's buffers small (its defaults cost the server ~120 MB at rest)", async () => {
    const database = await freshDatabase("pglite");
    try {
      const [{ shared_buffers }] = await database.prisma.$queryRaw<{ shared_buffers: string }[]>`SHOW shared_buffers`;
      expect(shared_buffers).toBe("16MB");
    } finally {
      await database.close();
    }
  });
});
