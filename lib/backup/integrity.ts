import "server-only";
import type { BlogPost as BlogRow, Project as ProjectRow } from "@/generated/prisma/client";
import { projectInputSchema, SERVICE_IDS } from "@/lib/projects/schema";
import { blogInputSchema } from "@/lib/blog/schema";
import type { Db } from "./client";
import { BACKUP_MESSAGES } from "./messages";
import { logger } from "@/lib/log/logger";

const log = logger("integrity");

export interface IntegrityIssue {
  entity: "project" | "blog";
  id: string;
  title: string;
  field: string;
  message: string;
  editHref: string;
}

export interface IntegrityReport {
  checked: { projects: number; blogs: number };
  issues: IntegrityIssue[];
  /** Set when the check itself could not run ('Validation process failed'). */
  failed?: string;
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const validDate = (d: Date) => d instanceof Date && !Number.isNaN(d.getTime());
const orUndefined = <T,>(v: T | null) => (v === null ? undefined : v);

export const editHref = (entity: "project" | "blog", id: string) =>
  entity === "project" ? `/admin/portfolio/edit/${encodeURIComponent(id)}` : `/admin/blogs/edit/${encodeURIComponent(id)}`;

type Issue = Pick<IntegrityIssue, "field" | "message">;

/** Checks shared by both entities: slug shape, slug unique ignoring case, valid timestamps. */
function commonIssues(row: { id: string; createdAt: Date; updatedAt: Date }, seen: Map<string, string>): Issue[] {
  const issues: Issue[] = [];
  if (!SLUG.test(row.id)) issues.push({ field: "id", message: "The id is not a URL slug (lower-case words joined by hyphens)" });
  const other = seen.get(row.id.toLowerCase());
  if (other !== undefined && other !== row.id) issues.push({ field: "id", message: `The slug collides with "${other}"` });
  seen.set(row.id.toLowerCase(), row.id);
  if (!validDate(row.createdAt)) issues.push({ field: "createdAt", message: "The creation date is not a valid date" });
  if (!validDate(row.updatedAt)) issues.push({ field: "updatedAt", message: "The update date is not a valid date" });
  return issues;
}

function schemaIssues(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }): Issue[] {
  return result.success ? [] : (result.error?.issues ?? []).map((i) => ({ field: i.path.map(String).join(".") || "record", message: i.message }));
}

function projectIssues(row: ProjectRow, seen: Map<string, string>): Issue[] {
  const input = Object.fromEntries(Object.entries(row).map(([k, v]) => [k, orUndefined(v)]));
  const issues = [...commonIssues(row, seen), ...schemaIssues(projectInputSchema.safeParse(input))];
  if (!(SERVICE_IDS as readonly string[]).includes(row.serviceId)) {
    issues.push({ field: "serviceId", message: `Unknown service id "${row.serviceId}"` });
  }
  return issues;
}

function blogIssues(row: BlogRow, seen: Map<string, string>): Issue[] {
  const input = Object.fromEntries(Object.entries(row).map(([k, v]) => [k, orUndefined(v)]));
  const issues = [...commonIssues(row, seen), ...schemaIssues(blogInputSchema.safeParse(input))];
  if (!validDate(row.publishedAt)) issues.push({ field: "publishedAt", message: "The publish date is not a valid date" });
  return issues;
}

/** Data integrity check: every stored project and post against the schemas and the referential rules. */
export async function checkIntegrity(prisma: Db): Promise<IntegrityReport> {
  try {
    const [projects, blogs] = await Promise.all([
      prisma.project.findMany({ orderBy: { createdAt: "desc" } }),
      prisma.blogPost.findMany({ orderBy: { publishedAt: "desc" } }),
    ]);
    const issues: IntegrityIssue[] = [];
    const projectSlugs = new Map<string, string>();
    for (const row of projects) {
      for (const i of projectIssues(row, projectSlugs)) issues.push({ entity: "project", id: row.id, title: row.title, editHref: editHref("project", row.id), ...i });
    }
    const blogSlugs = new Map<string, string>();
    for (const row of blogs) {
      for (const i of blogIssues(row, blogSlugs)) issues.push({ entity: "blog", id: row.id, title: row.title, editHref: editHref("blog", row.id), ...i });
    }
    return { checked: { projects: projects.length, blogs: blogs.length }, issues };
  } catch (error) {
    log.error({ err: error }, "the check failed");
    return { checked: { projects: 0, blogs: 0 }, issues: [], failed: BACKUP_MESSAGES.validationFailed };
  }
}

/** One line per issue, as the destructive toast lists them. */
export const describeIssue = (i: IntegrityIssue) =>
  `${i.entity === "project" ? "Portfolio" : "Blog post"} "${i.title}" (${i.field}): ${i.message}`;
