import type { Testimonial as TestimonialRow } from "@/generated/prisma/client";
import { contentStore, type ModelDelegate } from "@/lib/content/store";
import { contentEntity } from "@/lib/content/entity";
import { defineContentType } from "@/lib/content/type";
import { caseStudyPath } from "@/lib/paths";
import { REVIEW_FILTERS } from "@/content/review-filters";
import { builtInTestimonialList } from "./built-in";
import { normaliseTestimonial, testimonialEntitySchema } from "./codec";
import { fromTestimonialRow, toTestimonialColumns } from "./mapping";
import { testimonialInputSchema } from "./schema";

const ADMIN_PATH = "/admin/testimonials";
const tags = { list: "testimonials", item: (id: string) => `testimonial:${id}` };

const store = contentStore({
  table: (db) => db.testimonial as unknown as ModelDelegate<TestimonialRow>,
  fromRow: fromTestimonialRow,
  toColumns: toTestimonialColumns,
  newestFirst: "createdAt",
  sql: { table: "testimonials" },
});

const SERVICE_NAMES = Object.fromEntries(REVIEW_FILTERS.map((f) => [f.value, f.label]));

/** What clients said: the reviews page's reviews, and (linked to a project) the quote on its case study. No page of
 *  their own: a change expires the reviews page's and the case studies' reads (lib/testimonials/queries.ts). */
export const testimonialType = defineContentType({
  name: "testimonial",
  labels: { one: "Testimonial", many: "Testimonials", item: "testimonial" },
  schema: testimonialInputSchema,
  formSchema: testimonialInputSchema,
  store,
  tags,
  admin: {
    path: ADMIN_PATH,
    label: "Testimonials",
    icon: "testimonials",
    heading: "Testimonials",
    description: "The reviews on /reviews, and the client quotes on case studies.",
    add: { label: "Add Testimonial", icon: "Plus" },
    columns: [
      { field: "company", header: "Company", sortable: true, muted: true },
      { field: "service", header: "Service", sortable: true, as: "choice" },
      { field: "projectId", header: "Case study", sortable: true, muted: true },
      { field: "rating", header: "Stars", sortable: true },
      { field: "sortOrder", header: "Order", sortable: true, muted: true },
    ],
    choices: { service: SERVICE_NAMES },
    searchFields: ["title", "quote", "company", "role", "id"],
    listFields: ["company", "service", "projectId", "rating", "sortOrder"],
    sorts: ["createdAt", "title", "company", "service", "projectId", "rating", "sortOrder"],
    nullableSorts: ["company", "service", "projectId"],
  },
  slugFallback: "testimonial",
  revisionFields: {
    id: { label: "Slug" },
    title: { label: "Name" },
    quote: { label: "Quote", long: true },
    role: { label: "Role" },
    company: { label: "Company" },
    rating: { label: "Rating" },
    service: { label: "Service" },
    image: { label: "Photo" },
    projectId: { label: "Case study" },
    sortOrder: { label: "Order" },
    status: { label: "Status" },
    publishAt: { label: "Publish at" },
  },
  mediaFields: { image: "photo" },
  search: {
    kind: "review",
    path: (t) => (t.projectId ? `${caseStudyPath(t.projectId)}#testimonial` : `/reviews#${encodeURIComponent(t.id)}`),
    text: (t) => ({
      title: [t.title, t.company].filter(Boolean).join(", "),
      keywords: [t.role, t.service ? SERVICE_NAMES[t.service] : "", "review testimonial client"]
        .filter(Boolean)
        .join(" "),
      summary: t.quote,
      body: "",
    }),
  },
  entity: contentEntity({
    key: "testimonials",
    name: "testimonial",
    labels: { one: "testimonial", many: "testimonials", admin: "testimonial", adminMany: "testimonials" },
    tags: [tags.list],
    store,
    file: { schema: testimonialEntitySchema, normalise: normaliseTestimonial },
    schema: testimonialInputSchema,
    builtIn: builtInTestimonialList,
    editPath: (id) => `${ADMIN_PATH}/edit/${encodeURIComponent(id)}`,
    // Files and backups written before testimonials were a type have no list of them: those leave them as they are.
    optionalInFiles: true,
    // The built-in case studies' quotes are seeded only beside their projects (a project the owner deleted keeps none).
    seedOnly: async (tx, records) => {
      const linked = [...new Set(records.flatMap((r) => (r.projectId ? [r.projectId] : [])))];
      const stored = new Set(
        (await tx.project.findMany({ where: { id: { in: linked } }, select: { id: true } })).map((p) => p.id),
      );
      return records.filter((r) => !r.projectId || stored.has(r.projectId));
    },
  }),
});
