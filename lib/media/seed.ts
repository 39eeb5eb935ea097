import "server-only";
import fs from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import type { Prisma, PrismaClient } from "@/generated/prisma/client";
import { builtInProjectList } from "@/lib/projects/built-in";
import { builtInBlogList } from "@/lib/blog/built-in";
import { blurPlaceholder, contentHash, inspect } from "./process";
import { originalKey } from "./rules";
import type { MediaStorage } from "./storage/types";

const SEEDED_KEY = "media_seeded_at";
const BUILT_IN_AUTHOR = "built-in content";

/** Every image the built-in projects and posts show, with an alt text from its place. */
export function shippedImages(): { url: string; alt: string }[] {
  const found = new Map<string, string>();
  const add = (url: string | undefined, alt: string) => {
    if (url?.startsWith("/images/") && !found.has(url)) found.set(url, alt);
  };
  for (const p of builtInProjectList()) {
    add(p.image, p.title);
    add(p.clientLogo, `${p.client ?? p.title} logo`);
    p.gallery.forEach((url, i) => add(url, `${p.title}, screen ${i + 1}`));
  }
  for (const b of builtInBlogList()) {
    add(b.featuredImage, b.title);
    add(b.authorAvatar, b.authorName);
  }
  return [...found].map(([url, alt]) => ({ url, alt }));
}

/** Puts the built-in content's images (files in public/) into the library once, under their own paths, so the shipped
 *  pages draw them with size and placeholder and the owner can pick them; nothing is re-encoded. Returns how many.
 *  public/ is copied beside the standalone build (deploy/Dockerfile): the build is told not to trace it. */
export async function seedShippedMedia(
  prisma: PrismaClient,
  storage: MediaStorage,
  publicDir = path.resolve(/*turbopackIgnore: true*/ "public"),
): Promise<number> {
  if (await prisma.setting.findUnique({ where: { key: SEEDED_KEY } })) return 0;
  const rows: Prisma.MediaCreateManyInput[] = [];
  for (const { url, alt } of shippedImages()) {
    const bytes = await fs
      .readFile(/*turbopackIgnore: true*/ path.join(/*turbopackIgnore: true*/ publicDir, url))
      .catch(() => null);
    if (!bytes) continue;
    const key = contentHash(bytes);
    const checked = await inspect(bytes).catch(() => null); // the shipped SVG logos stay plain files in public/
    if (!checked) continue;
    const { mimeType, width, height } = checked;
    await storage.put(originalKey(key), bytes, mimeType);
    rows.push({
      key,
      url,
      fileName: path.basename(url),
      mimeType,
      bytes: bytes.length,
      width,
      height,
      alt,
      blurDataUrl: await blurPlaceholder(sharp(bytes).rotate()),
      createdBy: BUILT_IN_AUTHOR,
    });
  }
  await prisma.$transaction(async (tx) => {
    await tx.media.createMany({ data: rows, skipDuplicates: true });
    await tx.setting.createMany({ data: [{ key: SEEDED_KEY, value: new Date().toISOString() }], skipDuplicates: true });
  });
  return rows.length;
}
