import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import sharp from "sharp";
import type { AdminDeps, AdminRouteDeps } from "@/lib/admin/action";
import { POST as uploadRoute, GET as libraryRoute } from "@/app/api/admin/media/route";
import { GET as fileRoute } from "@/app/media/[...path]/route";
import { deleteMediaAction, deleteUnusedMediaAction, saveMediaDetailsAction } from "@/lib/media/actions";
import { storedKeys } from "@/lib/media/mutations";
import { contentHash } from "@/lib/media/process";
import { mediaStorage } from "@/lib/media/storage";
import { ALT_REQUIRED_MESSAGE } from "@/lib/media/schema";
import { seedShippedMedia, shippedImages } from "@/lib/media/seed";
import { builtInProjectList } from "@/lib/projects/built-in";
import { DATABASE_KINDS, freshDatabase, type TestDatabase } from "../support/database";
import { badFiles, cameraJpeg, pngImage, startStorage, STORAGE_KINDS } from "../support/media";

const OWNER = { email: "owner@x.test", role: "owner" as const };

describe.each(DATABASE_KINDS.flatMap((db) => STORAGE_KINDS.map((storage) => [db, storage] as const)))(
  "media library on %s with %s storage",
  (dbKind, storageKind) => {
    let database: TestDatabase;
    let storage: Awaited<ReturnType<typeof startStorage>>;
    const revalidate = vi.fn();
    const routeDeps = (): AdminRouteDeps => ({
      getSession: async () => OWNER,
      prisma: async () => database.prisma,
      revalidate,
    });
    const actionDeps = (): AdminDeps => ({
      getSession: async () => OWNER,
      prisma: async () => database.prisma,
      revalidate,
    });
    const upload = (bytes: Buffer, name: string) =>
      uploadRoute.withDeps(routeDeps())(
        new Request("http://x/api/admin/media", {
          method: "POST",
          body: new Uint8Array(bytes),
          headers: { "X-File-Name": encodeURIComponent(name), "Content-Type": "image/jpeg" },
        }),
      );
    const file = (path: string, accept = "image/avif,image/webp,*/*") =>
      fileRoute(new Request(`http://x${path}`, { headers: { accept } }), {
        params: Promise.resolve({ path: path.split("/").slice(2) }),
      });

    beforeAll(async () => {
      database = await freshDatabase(dbKind);
      storage = await startStorage(storageKind);
    });
    afterAll(async () => {
      await database?.close();
      await storage?.stop();
    });

    it("stores an upright photo without its EXIF or GPS, with variants, a blur placeholder and an audit row", async () => {
      const photo = await cameraJpeg();
      const response = await upload(photo, "team-offsite_2024.jpg");
      expect(response.status).toBe(201);
      const { media } = await response.json();
      expect(media).toMatchObject({
        width: 200,
        height: 300,
        mimeType: "image/jpeg",
        alt: "Team offsite 2024",
        fileName: "team-offsite_2024.jpg",
        createdBy: OWNER.email,
      });
      expect(media.url).toBe(`/media/${contentHash(photo)}`);
      expect(media.blurDataUrl).toMatch(/^data:image\/webp;base64,/);
      expect(media.blurDataUrl.length).toBeLessThan(600);
      expect(revalidate).toHaveBeenCalledWith(["media"]);
      expect(
        await database.prisma.auditLog.count({ where: { entity: "media", action: "upload", entityId: media.id } }),
      ).toBe(1);

      const original = await file(media.url);
      expect(original.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      const meta = await sharp(Buffer.from(await original.arrayBuffer())).metadata();
      expect(meta).toMatchObject({ format: "jpeg", width: 200, height: 300 });
      expect(meta.exif).toBeUndefined();
      expect(meta.orientation).toBeUndefined();

      const avif = await file(`${media.url}/w640`);
      expect(avif.headers.get("content-type")).toBe("image/avif");
      expect(avif.headers.get("vary")).toBe("Accept");
      const webp = await file(`${media.url}/w320`, "image/webp,*/*");
      expect(webp.headers.get("content-type")).toBe("image/webp");
      expect(await sharp(Buffer.from(await webp.arrayBuffer())).metadata()).toMatchObject({
        format: "webp",
        width: 200,
        height: 300,
      });
      expect((await file(`${media.url}/w999`)).status).toBe(404);
    });

    it("stores the same file uploaded twice once", async () => {
      const photo = await cameraJpeg(1);
      const first = await (await upload(photo, "a.jpg")).json();
      const again = await upload(photo, "copy-of-a.jpg");
      expect(again.status).toBe(200);
      expect(await again.json()).toMatchObject({ duplicate: true, media: { id: first.media.id } });
      expect(await database.prisma.media.count({ where: { key: contentHash(photo) } })).toBe(1);
    });

    it("refuses each bad file with its message and stores nothing", async () => {
      for (const [, bytes, name, message] of await badFiles()) {
        const before = await database.prisma.media.count();
        const response = await upload(bytes, name);
        expect(response.status, name).toBe(422);
        expect((await response.json()).message, name).toMatch(message);
        expect(await database.prisma.media.count()).toBe(before);
        expect(await mediaStorage().get(storedKeys(contentHash(bytes))[0])).toBeNull();
      }
    }, 60_000);

    it("refuses a file over 15 MB before reading past the limit", async () => {
      const response = await upload(Buffer.alloc(15 * 1024 * 1024 + 1, 1), "huge.jpg");
      expect(response.status).toBe(413);
      expect((await response.json()).message).toMatch(/over 15 MB/);
    });

    it("asks before deleting an image in use, naming the places, then deletes it and its files", async () => {
      const { media } = await (await upload(await pngImage(64, 48), "logo.png")).json();
      await database.prisma.project.create({
        data: {
          id: "p1",
          title: "Ledgerly",
          serviceId: "web-apps",
          description: "d",
          clientLogo: media.url,
          gallery: [media.url],
        },
      });
      const listed = await (
        await libraryRoute.withDeps(routeDeps())(new Request("http://x/api/admin/media?q=logo"))
      ).json();
      expect(listed.items.map((i: { id: string }) => i.id)).toEqual([media.id]);
      expect(listed.items[0].uses.map((u: { label: string }) => u.label)).toEqual([
        "Project “Ledgerly”, client logo",
        "Project “Ledgerly”, gallery",
      ]);

      const refused = await deleteMediaAction.withDeps(actionDeps())({ id: media.id });
      expect(refused).toMatchObject({ ok: false });
      expect(!refused.ok && refused.error).toMatch(
        /still used by Project “Ledgerly”, client logo; Project “Ledgerly”, gallery/,
      );
      expect(await database.prisma.media.count({ where: { id: media.id } })).toBe(1);

      expect(await deleteMediaAction.withDeps(actionDeps())({ id: media.id, confirmInUse: true })).toEqual({
        ok: true,
        data: { count: 1 },
      });
      expect(await database.prisma.media.count({ where: { id: media.id } })).toBe(0);
      expect(await mediaStorage().get(storedKeys(media.key)[0])).toBeNull();
      expect((await file(media.url)).status).toBe(404);
    });

    it("edits alt text (required), caption and focal point; cleans up the unused images only", async () => {
      const used = await (await upload(await pngImage(40, 40, 10), "used.png")).json();
      const unused = await (await upload(await pngImage(40, 40, 200), "unused.png")).json();
      await database.prisma.blogPost.create({
        data: {
          id: "b1",
          title: "Post",
          content: "x",
          authorName: "A",
          publishedAt: new Date(),
          authorAvatar: used.media.url,
        },
      });

      expect(
        await saveMediaDetailsAction.withDeps(actionDeps())({ id: used.media.id, alt: "  ", focalX: 10, focalY: 90 }),
      ).toMatchObject({ ok: false, error: ALT_REQUIRED_MESSAGE });
      expect(
        await saveMediaDetailsAction.withDeps(actionDeps())({
          id: used.media.id,
          alt: "Avatar of A",
          caption: "A at work",
          focalX: 10,
          focalY: 90,
        }),
      ).toMatchObject({ ok: true });
      expect(await database.prisma.media.findUnique({ where: { id: used.media.id } })).toMatchObject({
        alt: "Avatar of A",
        caption: "A at work",
        focalX: 10,
        focalY: 90,
      });

      const cleaned = await deleteUnusedMediaAction.withDeps(actionDeps())({});
      expect(cleaned.ok && cleaned.data.count).toBeGreaterThanOrEqual(1);
      expect(await database.prisma.media.findUnique({ where: { id: unused.media.id } })).toBeNull();
      expect(await database.prisma.media.findUnique({ where: { id: used.media.id } })).not.toBeNull();
      expect(await mediaStorage().get(storedKeys(unused.media.key)[0])).toBeNull();
      expect(await mediaStorage().get(storedKeys(used.media.key)[0])).not.toBeNull();
    });

    it("puts the shipped content's images in the library once, under their own paths", async () => {
      const added = await seedShippedMedia(database.prisma, mediaStorage());
      expect(added).toBe(shippedImages().filter((i) => !i.url.endsWith(".svg")).length);
      expect(added).toBeGreaterThan(10);
      expect(await seedShippedMedia(database.prisma, mediaStorage())).toBe(0);
      const project = builtInProjectList()[0];
      const row = await database.prisma.media.findUnique({ where: { url: project.image! } });
      expect(row).toMatchObject({ alt: project.title, createdBy: "built-in content" });
      expect(row!.width).toBeGreaterThan(0);
      expect((await file(`/media/${row!.key}`)).status).toBe(200);
    });
  },
);
