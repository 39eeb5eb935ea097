import type { Project as ProjectRow } from "@/generated/prisma/client";
import { contentStore, type ModelDelegate } from "@/lib/content/store";
import { contentEntity } from "@/lib/content/entity";
import { defineContentType } from "@/lib/content/type";
import { caseStudyPath } from "@/lib/paths";
import { SERVICE_LABELS } from "@/content/categories";
import { builtInProjectList } from "./built-in";
import { normaliseProject, projectEntitySchema } from "./codec";
import { fromProjectRow, toProjectColumns } from "./mapping";
import { projectFormSchema, projectInputSchema, SERVICE_IDS } from "./schema";

const ADMIN_PATH = "/admin/portfolio";
const tags = { list: "projects", item: (id: string) => `project:${id}` };

const store = contentStore({
  table: (db) => db.project as unknown as ModelDelegate<ProjectRow>,
  fromRow: fromProjectRow,
  toColumns: toProjectColumns,
  newestFirst: "createdAt",
  sql: { table: "portfolios" },
});

/** Portfolio projects: each one is also a case study at /case-study/{slug}. */
export const projectType = defineContentType({
  name: "project",
  labels: { one: "Portfolio", many: "Portfolios", item: "project" },
  schema: projectInputSchema,
  formSchema: projectFormSchema,
  store,
  tags,
  publicPath: caseStudyPath,
  admin: {
    path: ADMIN_PATH,
    label: "Portfolios",
    icon: "portfolios",
    views: [{ path: "/admin/case-studies", label: "Case studies" }],
    heading: "Portfolio Management",
    description: "Every project on the portfolio page and its case study.",
    add: { label: "Add Portfolio", icon: "Plus" },
    columns: [
      { field: "client", header: "Client", sortable: true, muted: true },
      { field: "serviceId", header: "Service", sortable: true, as: "choice" },
      { field: "technologies", header: "Technologies", as: "chips", chips: 3 },
      { field: "createdAt", header: "Created", sortable: true, as: "date", muted: true },
    ],
    choices: { serviceId: SERVICE_LABELS },
    searchFields: ["title", "client", "description", "id"],
    listFields: ["client", "serviceId", "technologies", "createdAt"],
    arrayFields: ["technologies"],
    sorts: ["createdAt", "title", "client", "serviceId"],
    nullableSorts: ["client"],
  },
  slugFallback: "project",
  revisionFields: {
    id: { label: "Slug" },
    title: { label: "Title" },
    client: { label: "Client" },
    serviceId: { label: "Service" },
    alsoShowOn: { label: "Also show on" },
    description: { label: "Description", long: true },
    image: { label: "Featured Image" },
    clientLogo: { label: "Client Logo" },
    liveUrl: { label: "Live URL" },
    gallery: { label: "Gallery" },
    challenge: { label: "Challenge", long: true },
    solution: { label: "Solution", long: true },
    approach: { label: "Approach", long: true },
    features: { label: "Key features", long: true },
    technologies: { label: "Technologies" },
    techStack: { label: "Tech stack" },
    metrics: { label: "Key metrics" },
    detailedMetrics: { label: "Detailed metrics" },
    testimonial: { label: "Short testimonial", long: true },
    extendedTestimonial: { label: "Testimonial", long: true },
    timeline: { label: "Timeline" },
    teamSize: { label: "Team Size" },
    industry: { label: "Industry" },
    projectType: { label: "Project Type" },
    status: { label: "Status" },
    publishAt: { label: "Publish at" },
  },
  mediaFields: { image: "featured image", clientLogo: "client logo", gallery: "gallery" },
  search: {
    kind: "project",
    text: (p) => ({
      title: p.title,
      keywords: [p.client, p.industry, ...p.technologies, "case study project portfolio"].filter(Boolean).join(" "),
      summary: p.description,
      body: [p.challenge, p.solution].filter(Boolean).join(" "),
    }),
  },
  dashboard: {
    count: "Total Portfolios",
    recent: "Recent Portfolios",
    empty: "No portfolios yet.",
    meta: "client",
    action: "Add New Portfolio",
  },
  entity: contentEntity({
    key: "projects",
    name: "project",
    labels: { one: "project", many: "projects", admin: "portfolio", adminMany: "portfolios" },
    tags: [tags.list],
    store,
    file: { schema: projectEntitySchema, normalise: normaliseProject },
    schema: projectInputSchema,
    builtIn: builtInProjectList,
    editPath: (id) => `${ADMIN_PATH}/edit/${encodeURIComponent(id)}`,
    issues: (row) =>
      (SERVICE_IDS as readonly string[]).includes(row.serviceId as string)
        ? []
        : [{ field: "serviceId", message: `Unknown service id "${row.serviceId}"` }],
  }),
});
