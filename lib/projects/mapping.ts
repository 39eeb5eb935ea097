import type { Prisma, Project as ProjectRow } from "@/generated/prisma/client";
import {
  detailedMetricSchema,
  extendedTestimonialSchema,
  PROJECT_TYPES,
  SERVICE_PAGE_IDS,
  techCategorySchema,
  type Project,
  type ProjectData,
  type ProjectType,
  type ServicePageId,
} from "./schema";
import { z } from "zod";
import { toStatus } from "@/lib/publishing/status";

const techStackList = z.array(techCategorySchema).catch([]);
const detailedMetricList = z.array(detailedMetricSchema).catch([]);
const metricMap = z.record(z.string(), z.string()).catch({});
const testimonial = extendedTestimonialSchema.optional().catch(undefined);

const orUndefined = <T>(v: T | null) => (v === null ? undefined : v);

/** A database row as the domain Project (JSON columns parsed leniently: bad JSON reads as empty). */
export function fromProjectRow(row: ProjectRow): Project {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    serviceId: row.serviceId,
    alsoShowOn: row.alsoShowOn.filter((page): page is ServicePageId =>
      (SERVICE_PAGE_IDS as readonly string[]).includes(page),
    ),
    client: orUndefined(row.client),
    clientLogo: orUndefined(row.clientLogo),
    industry: orUndefined(row.industry),
    challenge: orUndefined(row.challenge),
    solution: orUndefined(row.solution),
    image: orUndefined(row.image),
    liveUrl: orUndefined(row.liveUrl),
    gallery: row.gallery ?? [],
    technologies: row.technologies ?? [],
    approach: row.approach ?? [],
    features: row.features ?? [],
    techStack: techStackList.parse(row.techStack),
    metrics: metricMap.parse(row.metrics),
    detailedMetrics: detailedMetricList.parse(row.detailedMetrics),
    extendedTestimonial: testimonial.parse(row.extendedTestimonial ?? undefined),
    testimonial: orUndefined(row.testimonial),
    timeline: orUndefined(row.timeline),
    teamSize: orUndefined(row.teamSize),
    projectType: (PROJECT_TYPES as readonly string[]).includes(row.projectType ?? "")
      ? (row.projectType as ProjectType)
      : undefined,
    status: toStatus(row.status),
    publishAt: orUndefined(row.publishAt),
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

/** Domain data as the columns Prisma writes (absent optional values become NULL). */
export function toProjectColumns(data: ProjectData) {
  return {
    title: data.title,
    description: data.description,
    serviceId: data.serviceId,
    alsoShowOn: data.alsoShowOn,
    client: data.client ?? null,
    clientLogo: data.clientLogo ?? null,
    industry: data.industry ?? null,
    challenge: data.challenge ?? null,
    solution: data.solution ?? null,
    image: data.image ?? null,
    liveUrl: data.liveUrl ?? null,
    gallery: data.gallery,
    technologies: data.technologies,
    approach: data.approach,
    features: data.features,
    techStack: data.techStack as Prisma.InputJsonValue,
    metrics: data.metrics as Prisma.InputJsonValue,
    detailedMetrics: data.detailedMetrics as Prisma.InputJsonValue,
    extendedTestimonial: (data.extendedTestimonial ?? undefined) as Prisma.InputJsonValue | undefined,
    testimonial: data.testimonial ?? null,
    timeline: data.timeline ?? null,
    teamSize: data.teamSize ?? null,
    projectType: data.projectType ?? null,
    status: data.status,
    publishAt: data.publishAt ?? null,
  } satisfies Omit<Prisma.ProjectCreateInput, "id">;
}
