import { z } from "zod";
import { publishingFields } from "@/lib/publishing/status";
import { optionalText, REQUIRED_FIELDS_MESSAGE, requiredText, text, textList, urlOrPath } from "@/lib/validation";
import { imageUrl } from "@/lib/images/image-url";

/** The five service categories a project belongs to; stored data may hold others. */
export const SERVICE_IDS = ["web-apps", "saas", "mobile-apps", "ai-calling", "ai-automation"] as const;

/** Every service landing page a project can also be listed on (its path without the slash), Salesforce included. */
export const SERVICE_PAGE_IDS = [
  "web-apps",
  "saas",
  "mobile-apps",
  "sales-force",
  "ai-calling",
  "ai-automation",
  "ar-vr-development",
  "gaming-ar-vr",
  "iot",
  "game-development",
  "ui-ux-design",
  "chatbot-development",
] as const;
export type ServicePageId = (typeof SERVICE_PAGE_IDS)[number];

export const PROJECT_TYPES = ["saas", "mobile", "web", "ai", "arvr", "iot"] as const;
export type ProjectType = (typeof PROJECT_TYPES)[number];

export const techCategorySchema = z.object({
  category: text().trim().min(1).max(100),
  technologies: z.array(text().trim().min(1).max(100)).min(1).max(50),
});
export type TechCategory = z.infer<typeof techCategorySchema>;

export const detailedMetricSchema = z.object({
  label: text().trim().min(1).max(100),
  value: text().trim().min(1).max(50),
  description: text().trim().min(1).max(500),
});
export type DetailedMetric = z.infer<typeof detailedMetricSchema>;

export const extendedTestimonialSchema = z.object({
  quote: text().trim().max(2000).default(""),
  author: text().trim().max(200).default(""),
  position: text().trim().max(200).default(""),
  company: text().trim().max(200).default(""),
});
export type ExtendedTestimonial = z.infer<typeof extendedTestimonialSchema>;

const RESERVED_METRIC_NAME_MESSAGE = '"__proto__" cannot be the name of a metric.';

/** Metrics by name. A record would silently drop a metric named "__proto__", so that name is refused instead. */
const metricsSchema = z.preprocess(
  (value: Record<string, string> | undefined, ctx) => {
    if (value && typeof value === "object" && Object.keys(value).some((name) => name.trim() === "__proto__")) {
      ctx.issues.push({ code: "custom", message: RESERVED_METRIC_NAME_MESSAGE, input: value });
    }
    return value;
  },
  z.record(text().trim().min(1).max(100), text().trim().max(50)),
);

/** Everything an admin (or an import) may write about a project. */
export const projectInputSchema = z.object({
  title: requiredText(200),
  description: requiredText(5000),
  serviceId: requiredText(60).regex(/^[a-z0-9-]+$/, "Service ids are lower-case words joined by hyphens"),
  alsoShowOn: z
    .array(z.enum(SERVICE_PAGE_IDS, { error: "Unknown service page" }))
    .max(SERVICE_PAGE_IDS.length)
    .default([])
    .transform((pages) => [...new Set(pages)]),
  client: optionalText(200),
  clientLogo: imageUrl,
  industry: optionalText(100),
  challenge: optionalText(10000),
  solution: optionalText(10000),
  image: imageUrl,
  liveUrl: urlOrPath,
  gallery: z
    .array(imageUrl)
    .max(30)
    .default([])
    .transform((items) => [...new Set(items.filter((v): v is string => Boolean(v)))]),
  technologies: textList(),
  approach: textList(30, 1000),
  features: textList(30, 1000),
  techStack: z.array(techCategorySchema).max(30).default([]),
  metrics: metricsSchema.default({}),
  detailedMetrics: z.array(detailedMetricSchema).max(12).default([]),
  extendedTestimonial: extendedTestimonialSchema.optional(),
  testimonial: optionalText(2000),
  timeline: optionalText(100),
  teamSize: optionalText(100),
  projectType: z
    .enum(PROJECT_TYPES)
    .optional()
    .or(z.literal("").transform(() => undefined)),
  ...publishingFields,
});
export type ProjectInput = z.input<typeof projectInputSchema>;
export type ProjectData = z.output<typeof projectInputSchema>;

/** The admin form: the service must be one of the five categories. */
export const projectFormSchema = projectInputSchema.extend({
  serviceId: z.enum(SERVICE_IDS, { error: REQUIRED_FIELDS_MESSAGE }),
});

/** A stored project as the rest of the app sees it. */
export type Project = ProjectData & { id: string; createdAt: Date; updatedAt: Date };
