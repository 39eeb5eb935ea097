import "server-only";
import path from "node:path";
import { fileSystemStorage } from "./file-system";
import { s3SettingsFromEnv, s3Storage } from "./s3";
import type { MediaStorage } from "./types";

export type { MediaStorage } from "./types";

const g = globalThis as unknown as { __mediaStorage?: { settings: string; storage: MediaStorage } };

const SETTINGS = [
  "S3_BUCKET",
  "S3_ENDPOINT",
  "S3_REGION",
  "S3_ACCESS_KEY_ID",
  "S3_SECRET_ACCESS_KEY",
  "S3_FORCE_PATH_STYLE",
  "S3_PREFIX",
  "MEDIA_DIR",
];

/** The S3-compatible bucket when S3_BUCKET is set, else the directory MEDIA_DIR (default .data/media). */
export function storageFromEnv(env: Record<string, string | undefined> = process.env): MediaStorage {
  const s3 = s3SettingsFromEnv(env);
  return s3 ? s3Storage(s3) : fileSystemStorage(path.resolve(/*turbopackIgnore: true*/ env.MEDIA_DIR || ".data/media"));
}

/** This process's media storage, made once for its settings. */
export function mediaStorage(): MediaStorage {
  const settings = SETTINGS.map((name) => process.env[name] ?? "").join("\n");
  if (g.__mediaStorage?.settings !== settings) g.__mediaStorage = { settings, storage: storageFromEnv() };
  return g.__mediaStorage.storage;
}
