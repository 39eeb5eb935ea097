import { createHash } from "node:crypto";
import { z } from "zod";
import { STORED_KEY } from "@/lib/media/rules";

/** A with-media export: the JSON export, every stored file of every library image, and a manifest of those files with
 *  their SHA-256, checked before anything is written. */
export const EXPORT_MEMBER = "studio-export.json";
export const MANIFEST_MEMBER = "media-files.json";
export const fileMember = (key: string) => `media/${key}`;

export const sha256 = (body: Buffer) => createHash("sha256").update(body).digest("hex");

export const manifestSchema = z.object({
  version: z.literal(1),
  files: z
    .array(
      z.object({
        key: z.string().regex(STORED_KEY),
        contentType: z.string().regex(/^[a-z]+\/[a-z0-9.+-]+$/),
        bytes: z.number().int().min(0),
        sha256: z.string().regex(/^[a-f0-9]{64}$/),
      }),
    )
    .max(100_000),
});
export type Manifest = z.infer<typeof manifestSchema>;
export type ManifestFile = Manifest["files"][number];

/** archive name: studio-export-2026-11-25.tar */
export const archiveFileName = (date: Date) => `studio-export-${date.toISOString().slice(0, 10)}.tar`;
