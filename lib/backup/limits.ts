/** Backup history length. */
export const BACKUP_HISTORY_SIZE = 5;
/** Largest import file accepted (the import route's body limit: lib/security/body-limits.mjs). */
export { MAX_IMPORT_BYTES } from "@/lib/security/body-limits.mjs";
export const MAX_IMPORT_LABEL = "10 MB";
/** The backup/export format this site writes. 2.0 holds a list per registered entity; a site that reads only 1.0
 *  (projects and blogs) refuses it rather than leave out the entities it does not know. */
export const FORMAT_VERSION = "2.0";
/** Every format version this site reads: its own, and 1.0 (projects and blogs) written by earlier versions. */
export const READABLE_VERSIONS = ["1.0", FORMAT_VERSION] as const;
/** How many problems an import rejection names. */
export const MAX_REPORTED_PROBLEMS = 5;
/** Interactive transactions that rewrite all content may take longer than Prisma's 5 s default. */
export { LONG_TRANSACTION as CONTENT_TRANSACTION } from "@/lib/db/transaction";

export const tooLargeMessage = (bytes: number) =>
  `The file is too large (${(bytes / 1024 / 1024).toFixed(1)} MB). The limit is ${MAX_IMPORT_LABEL}`;
