import sharp from "sharp";
import { describe, expect, it } from "vitest";
import "@/lib/media/process";

describe("image processing", () => {
  it("keeps no libvips operation cache and one thread (each image is read once; both held memory for good)", () => {
    expect(sharp.cache()).toMatchObject({ memory: { max: 0 }, items: { max: 0 } });
    expect(sharp.concurrency()).toBe(1);
  });
});
