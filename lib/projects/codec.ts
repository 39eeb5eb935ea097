import { entityIdSchema, fileTimestamps } from "@/lib/entity/codec";
import { finishLegacy, isRecord, renameKeys } from "@/lib/entity/legacy";
import { projectInputSchema } from "./schema";

/** A project in a backup or export file (after the old field names are mapped by `normaliseProject`). */
export const projectEntitySchema = projectInputSchema.extend({ id: entityIdSchema, ...fileTimestamps });

/** The client-side site's names for some project fields. */
const PROJECT_ALIASES: Record<string, string> = {
  projectTimeline: "timeline",
  team: "teamSize",
  projectIndustry: "industry",
  link: "liveUrl",
};

/** A project record of any known shape, with the current field names (metaInfo folded in). */
export function normaliseProject(raw: unknown): unknown {
  if (!isRecord(raw)) return raw;
  const record = renameKeys(raw, PROJECT_ALIASES);
  if (isRecord(record.metaInfo)) {
    const meta = renameKeys(record.metaInfo, PROJECT_ALIASES);
    for (const key of ["timeline", "teamSize", "industry"]) record[key] ??= meta[key];
    delete record.metaInfo;
  }
  return finishLegacy(record);
}
