import { z } from "zod";
import { publishingFields } from "@/lib/publishing/status";
import { optionalText, requiredText, text, REQUIRED_FIELDS_MESSAGE, tooLong } from "@/lib/validation";
import { imageUrl } from "@/lib/images/image-url";
import { REVIEW_FILTERS, ALL_REVIEWS } from "@/content/review-filters";

/** The reviews page's services a testimonial may be filed under (its filter buttons but All). */
const TESTIMONIAL_SERVICES = REVIEW_FILTERS.filter((f) => f.value !== ALL_REVIEWS).map((f) => f.value);

const QUOTE_MAX = 2000;

/** A testimonial as a save writes it; `title` is the name of the person quoted. */
export const testimonialInputSchema = z.object({
  title: requiredText(200),
  quote: text({ error: (issue) => (issue.code === "invalid_type" ? REQUIRED_FIELDS_MESSAGE : undefined) })
    .trim()
    .min(1, REQUIRED_FIELDS_MESSAGE)
    .max(QUOTE_MAX, tooLong(QUOTE_MAX)),
  role: optionalText(200),
  company: optionalText(200),
  rating: z.coerce
    .number({ error: "The rating is 1 to 5 stars." })
    .int("The rating is 1 to 5 stars.")
    .min(1, "The rating is 1 to 5 stars.")
    .max(5, "The rating is 1 to 5 stars.")
    .default(5),
  /** The reviews page filter it is listed under; blank: none. */
  service: optionalText(60).refine((v) => v === undefined || TESTIMONIAL_SERVICES.includes(v), {
    message: "Choose one of the reviews page's services.",
  }),
  image: imageUrl,
  /** The project (its slug) whose case study shows it; blank: it is one of the reviews page's. */
  projectId: optionalText(200),
  /** Its place on the reviews page, lowest first. */
  sortOrder: z.coerce
    .number({ error: "The order is a whole number." })
    .int("The order is a whole number.")
    .min(0, "The order is 0 or more.")
    .max(100_000, "The order is at most 100000.")
    .default(0),
  ...publishingFields,
});

export type TestimonialData = z.output<typeof testimonialInputSchema>;

/** A stored testimonial; id is its slug (the admin's address of it, the reviews page's anchor). */
export type Testimonial = TestimonialData & { id: string; createdAt: Date; updatedAt: Date };
