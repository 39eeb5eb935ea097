import "server-only";
import { cacheLife, cacheTag } from "next/cache";
import { db } from "@/lib/db";
import { builtInProjectList } from "@/lib/projects/built-in";
import { withTimeout } from "@/lib/timeout";
import { publicWhere } from "@/lib/publishing/status";
import { rememberPublic, stillPublic } from "@/lib/publishing/known-public";
import { fromProjectRow } from "./mapping";
import type { Project } from "./schema";
import { logger } from "@/lib/log/logger";
import { projectType } from "./type";
import { metrics } from "@/lib/metrics/registry.mjs";
import { countedRead } from "@/lib/metrics/cached-read";

const log = logger("projects");

/** How long a public page waits for stored projects before it falls back to the built-in ones. */
export const PROJECTS_WAIT_MS = 5000;

export interface Loaded<T> {
  data: T;
  /** "built-in" when the database failed or timed out and the built-in content stands in. */
  source: "database" | "built-in";
}

async function readProjects(): Promise<Project[]> {
  const prisma = await withTimeout(db(), PROJECTS_WAIT_MS);
  const rows = await withTimeout(
    prisma.project.findMany({ where: publicWhere(new Date()), orderBy: { createdAt: "desc" } }),
    PROJECTS_WAIT_MS,
  );
  const projects = rows.map(fromProjectRow);
  rememberPublic(
    "project",
    projects.map((p) => p.id),
  );
  return projects;
}

/** Every public project, newest first; cached until a project changes (a scheduled one's time coming expires the
 *  tags too: lib/publishing/scheduler.ts). Falls back (logged, cached briefly) to the built-in projects the
 *  database last said were public when it fails or does not answer within 5 s. */
async function cachedProjects(): Promise<Loaded<Project[]>> {
  "use cache";
  cacheTag(projectType.tags.list);
  metrics.cachedReadRuns.inc({ read: "projects" });
  try {
    const data = await readProjects();
    cacheLife("content");
    return { data, source: "database" };
  } catch (error) {
    log.error({ err: error }, "database unavailable, showing the built-in projects");
    cacheLife("minutes");
    return { data: stillPublic("project", builtInProjectList()), source: "built-in" };
  }
}
export const getProjects = countedRead("projects", cachedProjects);

export class ProjectLoadError extends Error {
  constructor(id: string, cause: unknown) {
    super(`Failed to load project ${id}`, { cause });
    this.name = "ProjectLoadError";
  }
}

/** One public project by id, or null when there is none (or it is not public). When the database fails, a built-in
 *  project with that id stands in unless it was withdrawn; otherwise a ProjectLoadError is thrown (and nothing is
 *  cached). */
async function cachedProject(id: string): Promise<Loaded<Project | null>> {
  "use cache";
  cacheTag(projectType.tags.item(id), projectType.tags.list);
  metrics.cachedReadRuns.inc({ read: "project" });
  try {
    const prisma = await withTimeout(db(), PROJECTS_WAIT_MS);
    const row = await withTimeout(
      prisma.project.findFirst({ where: { id, ...publicWhere(new Date()) } }),
      PROJECTS_WAIT_MS,
    );
    cacheLife("content");
    return { data: row ? fromProjectRow(row) : null, source: "database" };
  } catch (error) {
    const builtIn = stillPublic("project", builtInProjectList()).find((p) => p.id === id);
    if (!builtIn) throw new ProjectLoadError(id, error);
    log.error({ err: error, id }, "database unavailable, showing the built-in project");
    cacheLife("minutes");
    return { data: builtIn, source: "built-in" };
  }
}
export const getProject = countedRead("project", cachedProject);
