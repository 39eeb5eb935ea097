import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import sharp from "sharp";
// @ts-expect-error s3rver ships no types
import S3rver from "s3rver";

/** The media storages the integration suite runs on, each set up through the environment as the app reads it. */
export const STORAGE_KINDS = ["file system", "S3"] as const;
export type StorageKind = (typeof STORAGE_KINDS)[number];

const S3_ENV = [
  "S3_BUCKET",
  "S3_ENDPOINT",
  "S3_REGION",
  "S3_ACCESS_KEY_ID",
  "S3_SECRET_ACCESS_KEY",
  "S3_FORCE_PATH_STYLE",
  "S3_PREFIX",
  "MEDIA_DIR",
];

/** A temporary directory (MEDIA_DIR), or a real S3-compatible server (s3rver) on 127.0.0.1 with a bucket; returns
 *  how to stop it and restore the environment. */
export async function startStorage(kind: StorageKind): Promise<{ stop: () => Promise<void>; dir: string }> {
  const saved = Object.fromEntries(S3_ENV.map((name) => [name, process.env[name]]));
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "media-test-"));
  const restore = () => {
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
    fs.rmSync(dir, { recursive: true, force: true });
  };
  for (const name of S3_ENV) delete process.env[name];
  if (kind === "file system") {
    process.env.MEDIA_DIR = dir;
    return { dir, stop: async () => restore() };
  }
  const server = new S3rver({
    port: 0,
    address: "127.0.0.1",
    silent: true,
    directory: dir,
    configureBuckets: [{ name: "studio-media" }],
  });
  const { port } = await server.run();
  Object.assign(process.env, {
    S3_BUCKET: "studio-media",
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_REGION: "us-east-1",
    S3_ACCESS_KEY_ID: "S3RVER",
    S3_SECRET_ACCESS_KEY: "S3RVER",
  });
  return {
    dir,
    stop: async () => {
      await server.close();
      restore();
    },
  };
}

/** A photo as a camera writes it: JPEG turned by EXIF orientation 6 (stored 300×200, shown 200×300), with GPS. */
export function cameraJpeg(seed = 0): Promise<Buffer> {
  return sharp({ create: { width: 300, height: 200, channels: 3, background: { r: 200, g: 80 + seed, b: 40 } } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExif({ IFD0: { Make: "TestCam" }, IFD3: { GPSLatitudeRef: "N", GPSLatitude: "51/1 30/1 0/1" } })
    .toBuffer();
}

export const pngImage = (width: number, height: number, shade = 120) =>
  sharp({ create: { width, height, channels: 3, background: { r: shade, g: shade, b: 255 - shade } } })
    .png()
    .toBuffer();

/** A PNG of a few dozen bytes whose header says `width` × `height` pixels (its data says almost nothing). */
export function pngHeaderOnly(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth; colour type 0 (grey), no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", zlib.deflateSync(Buffer.alloc(1))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** Files the library must refuse, each with the start of the message it must give. */
export async function badFiles(): Promise<[string, Buffer, string, RegExp][]> {
  const jpeg = await sharp({ create: { width: 400, height: 300, channels: 3, background: "#3366cc" } })
    .jpeg()
    .toBuffer();
  // A decompression bomb: a few hundred kilobytes that decode to 8000×5100 pixels.
  const bomb = await sharp({ create: { width: 8000, height: 5100, channels: 3, background: "#000" } })
    .png({ compressionLevel: 9 })
    .toBuffer();
  return [
    ["an empty file", Buffer.alloc(0), "empty.jpg", /empty/],
    [
      "a renamed executable",
      fs.readFileSync(process.execPath).subarray(0, 64 * 1024),
      "holiday.jpg",
      /not a JPEG, PNG, WebP, AVIF or GIF/,
    ],
    ["a truncated JPEG", jpeg.subarray(0, Math.floor(jpeg.length / 2)), "cut.jpg", /damaged or incomplete/],
    ["a decompression bomb", bomb, "bomb.png", /over 40 megapixels/],
    // 40 megapixels exactly, in one row: within the pixel cap, and many seconds and gigabytes to resize.
    ["a strip 40,000,000 pixels wide", pngHeaderOnly(40_000_000, 1), "strip.png", /over 16,384 pixels wide or high/],
    ["a strip 40,000,000 pixels high", pngHeaderOnly(1, 40_000_000), "tall.png", /over 16,384 pixels wide or high/],
    [
      "an SVG",
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      "logo.png",
      /SVG images are not accepted/,
    ],
  ];
}
