import { createHash } from "node:crypto";
import type { Prisma, PrismaClient } from "@/generated/prisma/client";
import type { RowHook } from "@/lib/backup/client";
import { afterAll, beforeAll, beforeEach } from "vitest";
import { seedBuiltInContent } from "@/lib/seed";
import { freshDatabase, type TestDatabase } from "./database";

/** Every row backups carry (projects, posts, testimonials, library images, the settings' data, redirects; optionally
 *  backups), in a stable order, for before/after comparisons. The settings' time of saving is left out: a restore saves them anew. */
export async function snapshotRows(prisma: PrismaClient, { withBackups = false } = {}) {
  const [projects, blogs, testimonials, media, settings, redirects, backups] = await Promise.all([
    prisma.project.findMany({ orderBy: { id: "asc" } }),
    prisma.blogPost.findMany({ orderBy: { id: "asc" } }),
    prisma.testimonial.findMany({ orderBy: { id: "asc" } }),
    prisma.media.findMany({ orderBy: { id: "asc" } }),
    prisma.siteSettings.findMany({ select: { id: true, data: true } }),
    prisma.redirect.findMany({ orderBy: { id: "asc" } }),
    withBackups ? prisma.backup.findMany({ orderBy: { id: "asc" } }) : Promise.resolve([]),
  ]);
  return { projects, blogs, testimonials, media, settings, redirects, backups };
}

export async function wipeAll(prisma: PrismaClient) {
  await prisma.project.deleteMany();
  await prisma.blogPost.deleteMany();
  await prisma.testimonial.deleteMany();
  await prisma.media.deleteMany();
  await prisma.siteSettings.deleteMany();
  await prisma.redirect.deleteMany();
  await prisma.backup.deleteMany();
  await prisma.setting.deleteMany();
}

/** A 16-pixel WebP as a data URL, as the library stores for a placeholder. */
export const BLUR = "data:image/webp;base64,UklGRiIAAABXRUJQVlA4IBYAAAAwAQCdASoBAAEADsD+JaQAA3AAAAAA";

/** A library record (no files): image `n`, with its content hash derived from `n`. */
export function libraryRecord(n: number, over: Partial<Prisma.MediaCreateInput> = {}): Prisma.MediaCreateInput {
  const key = createHash("sha256").update(`image ${n}`).digest("hex").slice(0, 32);
  return {
    id: `img${n}`,
    key,
    url: `/media/${key}`,
    fileName: `photo-${n}.png`,
    mimeType: "image/png",
    bytes: 1000 + n,
    width: 640,
    height: 480,
    alt: `Photo ${n}`,
    caption: n % 2 ? `Caption ${n}` : null,
    focalX: 30,
    focalY: 70,
    blurDataUrl: BLUR,
    createdBy: "owner@studio.test",
    createdAt: new Date(Date.UTC(2026, 0, n)),
    ...over,
  };
}

/** A row hook that throws on the n-th row written (1-based, in the registry's order: images, projects, posts, …). */
export function failOnRow(n: number): RowHook {
  let written = 0;
  return () => {
    written++;
    if (written === n) throw new Error(`injected failure on row ${n}`);
  };
}

/** A database of this kind for one describe block, emptied before each test and (unless `seed: false`) seeded with
 *  the built-in content, then given `more`. Read it inside tests: it exists once the block has started. */
export function databaseForEachTest(
  kind: "pglite" | "postgres",
  { seed = true, more }: { seed?: boolean; more?: (prisma: PrismaClient) => Promise<unknown> } = {},
) {
  let current: TestDatabase | undefined;
  beforeAll(async () => {
    current = await freshDatabase(kind);
  });
  afterAll(async () => {
    await current?.close();
  });
  beforeEach(async () => {
    await wipeAll(current!.prisma);
    if (seed) await seedBuiltInContent(current!.prisma);
    await more?.(current!.prisma);
  });
  return new Proxy({} as TestDatabase, { get: (_target, key) => current![key as keyof TestDatabase] });
}
