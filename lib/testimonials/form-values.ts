import type { Testimonial } from "./schema";

/** The testimonial form's values: text inputs throughout (numbers as their text). */
export interface TestimonialFormValues {
  title: string;
  quote: string;
  role: string;
  company: string;
  rating: string;
  service: string;
  image: string;
  projectId: string;
  sortOrder: string;
  status: Testimonial["status"];
  /** ISO from the server; the datetime-local value (browser time) in the form. */
  publishAt: string;
}

/** Defaults: five stars, no service or case study, order 0, a draft; an edit starts from the stored testimonial. */
export function testimonialFormValues(t?: Testimonial): TestimonialFormValues {
  return {
    title: t?.title ?? "",
    quote: t?.quote ?? "",
    role: t?.role ?? "",
    company: t?.company ?? "",
    rating: String(t?.rating ?? 5),
    service: t?.service ?? "",
    image: t?.image ?? "",
    projectId: t?.projectId ?? "",
    sortOrder: String(t?.sortOrder ?? 0),
    status: t?.status ?? "draft",
    publishAt: t?.publishAt?.toISOString() ?? "",
  };
}
