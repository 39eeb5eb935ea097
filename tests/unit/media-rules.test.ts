import { describe, expect, it } from "vitest";
import sharp from "sharp";
import { mediaHashOf, mediaLoaderUrl, variantPlan, variantWidthFor, VARIANT_WIDTHS } from "@/lib/media/rules";
import { inspect, UploadRefused } from "@/lib/media/process";
import { altFromFileName, mediaDetailsSchema } from "@/lib/media/schema";

const HASH = "0123456789abcdef0123456789abcdef";

describe("variant plan", () => {
  it("stores every width as AVIF and WebP, keyed under the content hash", () => {
    const plan = variantPlan(HASH);
    expect(plan).toHaveLength(VARIANT_WIDTHS.length * 2);
    expect(plan.map((v) => v.key)).toContain(`${HASH}/w640.avif`);
    expect(plan.map((v) => v.key)).toContain(`${HASH}/w1920.webp`);
  });

  it("serves the smallest stored width that covers the requested one, else the largest", () => {
    expect([16, 320, 321, 750, 1080, 1200, 3840].map(variantWidthFor)).toEqual([320, 320, 640, 1080, 1080, 1920, 1920]);
    expect(mediaLoaderUrl(`/media/${HASH}`, 828)).toBe(`/media/${HASH}/w1080`);
  });

  it("knows a library URL from any other", () => {
    expect(mediaHashOf(`/media/${HASH}`)).toBe(HASH);
    expect(mediaHashOf("/images/blog/x.webp")).toBeNull();
    expect(mediaHashOf(`/media/${HASH}/../x`)).toBeNull();
  });
});

describe("upload checks read the bytes, not the name", () => {
  const refusal = (bytes: Buffer) =>
    inspect(bytes).then(
      () => "accepted",
      (e: Error) => (e instanceof UploadRefused ? e.message : `crash: ${e}`),
    );

  it("accepts each supported format by its content", async () => {
    const base = sharp({ create: { width: 20, height: 10, channels: 3, background: "#123456" } });
    for (const [format, mime] of [
      ["jpeg", "image/jpeg"],
      ["png", "image/png"],
      ["webp", "image/webp"],
      ["avif", "image/avif"],
      ["gif", "image/gif"],
    ] as const) {
      const bytes = await base.clone().toFormat(format).toBuffer();
      expect(await inspect(bytes), format).toMatchObject({ mimeType: mime, width: 20, height: 10 });
    }
  });

  it("refuses SVG, text, empty and oversized input with a message", async () => {
    expect(await refusal(Buffer.from('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"/>'))).toMatch(
      /SVG/,
    );
    expect(await refusal(Buffer.from("MZ this is not an image"))).toMatch(/not a JPEG/);
    expect(await refusal(Buffer.alloc(0))).toMatch(/empty/);
    expect(await refusal(Buffer.alloc(15 * 1024 * 1024 + 1))).toMatch(/over 15 MB/);
  });
});

describe("library details", () => {
  it("requires alt text and a focal point within 0-100", () => {
    expect(mediaDetailsSchema.safeParse({ id: "m", alt: "", focalX: 50, focalY: 50 }).success).toBe(false);
    expect(mediaDetailsSchema.safeParse({ id: "m", alt: "A", focalX: 101, focalY: 50 }).success).toBe(false);
    expect(mediaDetailsSchema.parse({ id: "m", alt: " A ", caption: "", focalX: "30", focalY: 0 })).toEqual({
      id: "m",
      alt: "A",
      caption: undefined,
      focalX: 30,
      focalY: 0,
    });
  });

  it("suggests an alt text from the file name", () => {
    expect(altFromFileName("team-offsite_2024.JPG")).toBe("Team offsite 2024");
    expect(altFromFileName(".png")).toBe("Uploaded image");
  });
});
