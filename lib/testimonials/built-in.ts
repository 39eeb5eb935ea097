import { reviews } from "@/content/reviews";
import { builtInProjectList } from "@/lib/projects/built-in";
import type { Project } from "@/lib/projects/schema";
import { testimonialInputSchema, type Testimonial } from "./schema";

/** When the built-in reviews were given (their timestamps in a fresh database). */
const REVIEWS_DATE = new Date("2026-01-15T09:00:00.000Z");

/** The id of a case study's own testimonial (the migration that made testimonials a type used it too). */
const caseStudyTestimonialId = (projectId: string) => `${projectId.slice(0, 187)}-testimonial`;

/** A project's case-study testimonial (the extended one, else the short one) as a published testimonial linked to
 *  it, or null when it has none: what the migration copied from stored projects, and the built-in case studies'. */
function caseStudyTestimonialOf(project: Project): Testimonial | null {
  const extended = project.extendedTestimonial;
  const quote = extended?.quote || project.testimonial;
  if (!quote) return null;
  const data = testimonialInputSchema.parse({
    title: extended?.author || project.client || project.title,
    quote,
    role: extended?.position,
    company: extended?.company || project.client,
    projectId: project.id,
    sortOrder: 0,
    status: "published",
  });
  return {
    id: caseStudyTestimonialId(project.id),
    ...data,
    createdAt: project.createdAt,
    updatedAt: project.createdAt,
  };
}

/** The built-in testimonials: the reviews page's fifteen reviews (in their order), then the case studies' quotes. */
export function builtInTestimonialList(): Testimonial[] {
  const reviewRows = reviews.map(({ id, name, review, ...rest }, index) => ({
    id,
    ...testimonialInputSchema.parse({
      title: name,
      quote: review,
      role: rest.role,
      company: rest.company,
      rating: rest.rating,
      service: rest.service,
      image: rest.image,
      sortOrder: index + 1,
      status: "published",
    }),
    createdAt: REVIEWS_DATE,
    updatedAt: REVIEWS_DATE,
  }));
  const caseStudies = builtInProjectList()
    .map(caseStudyTestimonialOf)
    .filter((t): t is Testimonial => t !== null);
  return [...reviewRows, ...caseStudies];
}
