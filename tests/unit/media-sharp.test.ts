import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { placeholderFor } from "@/lib/media/image-meta";
import { blurPlaceholder } from "@/lib/media/process";

/** A 400 × 200 picture: a hard black and white split, as a cover's sharpest edge would be. */
const split = () =>
  sharp({ create: { width: 400, height: 200, channels: 3, background: "#fff" } })
    .composite([{ input: { create: { width: 200, height: 200, channels: 3, background: "#000" } }, left: 0, top: 0 }])
    .png();

describe("image processing", () => {
  it("keeps no libvips operation cache and one thread (each image is read once; both held memory for good)", () => {
    expect(sharp.cache()).toMatchObject({ memory: { max: 0 }, items: { max: 0 } });
    expect(sharp.concurrency()).toBe(1);
  });

  it("makes a blurred 24-pixel lossless WebP placeholder, which next/image draws as it is", async () => {
    const url = await blurPlaceholder(sharp(await split().toBuffer()));
    const bytes = Buffer.from(url.replace("data:image/webp;base64,", ""), "base64");
    const { width, height, format } = await sharp(bytes).metadata();
    expect({ width, height, format }).toEqual({ width: 24, height: 12, format: "webp" });
    // blurred as made: the split's edge comes out as a ramp, not a step from black to white
    const row = [
      ...(await sharp(bytes).extract({ left: 0, top: 6, width: 24, height: 1 }).greyscale().raw().toBuffer()),
    ];
    expect(row.filter((v) => v > 10 && v < 245).length).toBeGreaterThanOrEqual(4); // unblurred: 2
    expect(placeholderFor(url)).toEqual({ placeholder: url });
  });

  it("draws a placeholder stored before through Next's blur (a lossy 16-pixel WebP)", async () => {
    const old = `data:image/webp;base64,${(
      await sharp(await split().toBuffer())
        .resize(16, 16, { fit: "inside" })
        .webp({ quality: 40 })
        .toBuffer()
    ).toString("base64")}`;
    expect(placeholderFor(old)).toEqual({ placeholder: "blur", blurDataURL: old });
  });
});
