import type { Prisma, Testimonial as TestimonialRow } from "@/generated/prisma/client";
import { toStatus } from "@/lib/publishing/status";
import type { Testimonial, TestimonialData } from "./schema";

const orUndefined = <T>(v: T | null) => (v === null ? undefined : v);

export function fromTestimonialRow(row: TestimonialRow): Testimonial {
  return {
    id: row.id,
    title: row.title,
    quote: row.quote,
    role: orUndefined(row.role),
    company: orUndefined(row.company),
    rating: row.rating,
    service: orUndefined(row.service),
    image: orUndefined(row.image),
    projectId: orUndefined(row.projectId),
    sortOrder: row.sortOrder,
    status: toStatus(row.status),
    publishAt: orUndefined(row.publishAt),
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

export function toTestimonialColumns(data: TestimonialData) {
  return {
    title: data.title,
    quote: data.quote,
    role: data.role ?? null,
    company: data.company ?? null,
    rating: data.rating,
    service: data.service ?? null,
    image: data.image ?? null,
    projectId: data.projectId ?? null,
    sortOrder: data.sortOrder,
    status: data.status,
    publishAt: data.publishAt ?? null,
  } satisfies Omit<Prisma.TestimonialCreateInput, "id">;
}
