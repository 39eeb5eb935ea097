import "server-only";
import type { EntityKey } from "@/lib/entities";
import type { Db } from "./client";
import { FORMAT_VERSION } from "./limits";
import { readContent } from "./store";

/** An export: a list per entity (projects, blogs, …), the date and the format version. */
export type ExportFile = Record<EntityKey, Record<string, unknown>[]> & {
  exportDate: string;
  version: typeof FORMAT_VERSION;
};

/** Export: every entity's records as one file {projects, blogs, …, exportDate, version}. */
export async function exportContent(prisma: Db, now = new Date()): Promise<ExportFile> {
  const content = await readContent(prisma);
  return {
    ...(content as Record<EntityKey, Record<string, unknown>[]>),
    exportDate: now.toISOString(),
    version: FORMAT_VERSION,
  };
}

/** studio-export-2026-11-22.json */
export const exportFileName = (date: Date) => `studio-export-${date.toISOString().slice(0, 10)}.json`;
