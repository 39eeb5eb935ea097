import "server-only";
import { createHash } from "node:crypto";
import sharp, { type Metadata, type OutputInfo, type Sharp } from "sharp";
import {
  ACCEPTED_TYPES,
  MAX_PIXELS,
  MAX_SIDE,
  MAX_UPLOAD_BYTES,
  originalKey,
  PROCESS_SECONDS,
  uploadMessages,
  variantPlan,
} from "./rules";

// Each image is read once (an upload, or the first start's seed of the shipped images): libvips' operation cache
// (50 MB by default) would only hold on to memory the server never gets back. One thread: uploads are rare and
// each thread keeps a malloc arena of its own.
sharp.cache(false);
sharp.concurrency(1);

export class UploadRefused extends Error {}

interface StoredFile {
  key: string;
  body: Buffer;
  contentType: string;
}

export interface ProcessedImage {
  hash: string;
  mimeType: string;
  width: number;
  height: number;
  blurDataUrl: string;
  /** The upright original without metadata, then every variant. */
  files: StoredFile[];
}

/** The first 32 hex digits of the bytes' SHA-256: the same file always gets the same key. */
export const contentHash = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex").slice(0, 32);

const looksLikeSvg = (bytes: Buffer) =>
  /^\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE svg[^>]*>\s*)?<svg[\s>]/i.test(
    bytes.subarray(0, 4096).toString("utf8"),
  );

/** What the bytes are, by their content (never the name or the browser's type), or a refusal saying why. */
export async function inspect(
  bytes: Buffer,
): Promise<{ format: string; mimeType: string; width: number; height: number }> {
  if (bytes.length === 0) throw new UploadRefused(uploadMessages.empty);
  if (bytes.length > MAX_UPLOAD_BYTES) throw new UploadRefused(uploadMessages.tooLarge);
  if (looksLikeSvg(bytes)) throw new UploadRefused(uploadMessages.svg);
  let meta: Metadata;
  try {
    // The header only (nothing is decoded), read without the pixel limit so that a picture past it gets its own message.
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new UploadRefused(uploadMessages.notImage);
  }
  if (meta.format === "svg") throw new UploadRefused(uploadMessages.svg);
  const mimeType = meta.format && ACCEPTED_TYPES[meta.format];
  if (!mimeType || (meta.format === "heif" && meta.compression !== "av1"))
    throw new UploadRefused(uploadMessages.notImage);
  if (!meta.width || !meta.height) throw new UploadRefused(uploadMessages.damaged);
  if (meta.width > MAX_SIDE || meta.height > MAX_SIDE) throw new UploadRefused(uploadMessages.tooWide);
  if (meta.width * meta.height > MAX_PIXELS) throw new UploadRefused(uploadMessages.tooManyPixels);
  const turned = (meta.orientation ?? 1) >= 5;
  return {
    format: meta.format!,
    mimeType,
    width: turned ? meta.height : meta.width,
    height: turned ? meta.width : meta.height,
  };
}

/** The original re-encoded in its own format (a GIF's first frame as PNG): upright, without EXIF, GPS or other metadata. */
function encodeOriginal(image: Sharp, format: string): Promise<{ data: Buffer; info: OutputInfo }> {
  switch (format) {
    case "jpeg":
      return image.jpeg({ quality: 90, mozjpeg: true }).toBuffer({ resolveWithObject: true });
    case "webp":
      return image.webp({ quality: 90 }).toBuffer({ resolveWithObject: true });
    case "heif":
      return image.avif({ quality: 70, effort: 2 }).toBuffer({ resolveWithObject: true });
    default:
      return image.png().toBuffer({ resolveWithObject: true });
  }
}

const CONTENT_TYPE: Record<string, string> = {
  jpeg: "image/jpeg",
  webp: "image/webp",
  heif: "image/avif",
  avif: "image/avif",
};

/** A 24-pixel WebP of the image, blurred as it is made, as a data URL (~650 bytes), drawn as it is while the image
 *  loads (lib/media/image-meta.ts). Lossless: a lossy WebP shows its blocks when a picture this small is scaled up. */
export async function blurPlaceholder(image: Sharp): Promise<string> {
  const tiny = await image.resize(24, 24, { fit: "inside" }).blur(1.5).webp({ lossless: true }).toBuffer();
  return `data:image/webp;base64,${tiny.toString("base64")}`;
}

/** Checks the bytes, then makes everything stored for them. A damaged or truncated file fails here, before anything
 *  is stored. */
export async function processImage(bytes: Buffer): Promise<ProcessedImage> {
  const { format, mimeType } = await inspect(bytes);
  const hash = contentHash(bytes);
  const source = () =>
    sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: "warning", pages: 1 })
      .timeout({ seconds: PROCESS_SECONDS })
      .rotate();
  try {
    const original = await encodeOriginal(source(), format);
    const upright = sharp(original.data, { limitInputPixels: MAX_PIXELS }).timeout({ seconds: PROCESS_SECONDS });
    // One variant at a time: made side by side (four at once, libuv's threads), a 2400×1600 upload raised the
    // process's memory by ~140 MB at its peak and left ~45 MB taken, against ~90 and ~10 (it takes longer: uploads
    // are rare).
    const variants: StoredFile[] = [];
    for (const v of variantPlan(hash)) {
      const resized = upright.clone().resize({ width: v.width, withoutEnlargement: true });
      const body =
        v.format === "avif"
          ? await resized.avif({ quality: 55, effort: 2 }).toBuffer()
          : await resized.webp({ quality: 78 }).toBuffer();
      variants.push({ key: v.key, body, contentType: CONTENT_TYPE[v.format] });
    }
    return {
      hash,
      mimeType,
      width: original.info.width,
      height: original.info.height,
      blurDataUrl: await blurPlaceholder(upright.clone()),
      files: [
        { key: originalKey(hash), body: original.data, contentType: CONTENT_TYPE[format] ?? "image/png" },
        ...variants,
      ],
    };
  } catch (error) {
    if (error instanceof UploadRefused) throw error;
    throw new UploadRefused(uploadMessages.damaged);
  }
}
