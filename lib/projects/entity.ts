import { defineEntity } from "@/lib/entity/contract";
import { rowIssues, rowInput, schemaIssues } from "@/lib/entity/integrity";
import { tags } from "@/lib/cache-tags";
import { builtInProjectList } from "./built-in";
import { projectCodec } from "./codec";
import { projectInputSchema, SERVICE_IDS } from "./schema";

/** Portfolio projects, as backups, imports, the integrity check and seeding see them. */
export const projectEntity = defineEntity({
  key: "projects",
  name: "project",
  labels: { one: "project", many: "projects", admin: "portfolio", adminMany: "portfolios" },
  tags: [tags.projects],
  codec: projectCodec,
  builtIn: builtInProjectList,
  editHref: (id) => `/admin/portfolio/edit/${encodeURIComponent(id)}`,
  check: async (db) => {
    const rows = await db.project.findMany({ orderBy: { createdAt: "desc" } });
    const issues = rowIssues(rows, (row) => [
      ...schemaIssues(projectInputSchema.safeParse(rowInput(row))),
      ...((SERVICE_IDS as readonly string[]).includes(row.serviceId)
        ? []
        : [{ field: "serviceId", message: `Unknown service id "${row.serviceId}"` }]),
    ]);
    return { checked: rows.length, issues };
  },
});
