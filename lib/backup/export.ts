import "server-only";
import type { Db } from "./client";
import type { SerializedBlogPost, SerializedProject } from "./entities";
import { FORMAT_VERSION } from "./limits";
import { readContent } from "./store";

export interface ExportFile {
  projects: SerializedProject[];
  blogs: SerializedBlogPost[];
  exportDate: string;
  version: typeof FORMAT_VERSION;
}

/** Export: every project and post, as one file {projects, blogs, exportDate} (plus the format version). */
export async function exportContent(prisma: Db, now = new Date()): Promise<ExportFile> {
  const content = await readContent(prisma);
  return { ...content, exportDate: now.toISOString(), version: FORMAT_VERSION };
}

/** studio-export-2026-11-22.json */
export const exportFileName = (date: Date) => `studio-export-${date.toISOString().slice(0, 10)}.json`;
