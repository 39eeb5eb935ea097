import "server-only";
import { entities, entityNamed, perEntity, type EntityCounts } from "@/lib/entities";
import type { RecordIssue } from "@/lib/entity/contract";
import type { Db } from "./client";
import { BACKUP_MESSAGES } from "./messages";
import { logger } from "@/lib/log/logger";

const log = logger("integrity");

export interface IntegrityIssue extends RecordIssue {
  /** The entity's name (a content type's, or "media", "settings"…). */
  entity: string;
  editHref: string;
}

export interface IntegrityReport {
  checked: EntityCounts;
  issues: IntegrityIssue[];
  /** Set when the check itself could not run ('Validation process failed'). */
  failed?: string;
}

/** Data integrity check: every stored record of every entity against its schema and its rules. */
export async function checkIntegrity(prisma: Db): Promise<IntegrityReport> {
  try {
    const results = await Promise.all(entities.map((e) => e.check(prisma)));
    const issues = entities.flatMap((e, i) =>
      results[i].issues.map((issue) => ({ entity: e.name, editHref: e.editHref(issue.id), ...issue })),
    );
    return { checked: perEntity((e) => results[entities.indexOf(e)].checked), issues };
  } catch (error) {
    log.error({ err: error }, "the check failed");
    return { checked: perEntity(() => 0), issues: [], failed: BACKUP_MESSAGES.validationFailed };
  }
}

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** What kind of item an issue is about, as the admin names it ("Portfolio", "Blog post", "Image"). */
export const issueKind = (i: Pick<IntegrityIssue, "entity">) =>
  capitalise(entityNamed(i.entity)?.labels.admin ?? i.entity);

/** One line per issue, as the destructive toast lists them. */
export const describeIssue = (i: IntegrityIssue) => `${issueKind(i)} "${i.title}" (${i.field}): ${i.message}`;
