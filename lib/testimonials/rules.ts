import type { Review } from "@/content/types";
import type { Testimonial } from "./schema";

type Ordered = Pick<Testimonial, "id" | "sortOrder">;

/** Lowest order first, then by id: the reviews page's order (the input is not changed). */
export const inShowingOrder = <T extends Ordered>(list: readonly T[]): T[] =>
  [...list].sort((a, b) => a.sortOrder - b.sortOrder || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));

/** The reviews page's testimonials: those not linked to a case study. */
export const reviewsOf = (list: readonly Testimonial[]): Review[] =>
  list
    .filter((t) => !t.projectId)
    .map((t) => ({
      id: t.id,
      name: t.title,
      role: t.role ?? "",
      company: t.company ?? "",
      rating: Math.min(5, Math.max(1, Math.round(t.rating))) as Review["rating"],
      review: t.quote,
      service: t.service ?? "",
      image: t.image ?? "",
    }));

/** The testimonial a case study shows: the first of those linked to its project, or none. */
export const caseStudyTestimonial = (list: readonly Testimonial[], projectId: string): Testimonial | undefined =>
  list.find((t) => t.projectId === projectId);
