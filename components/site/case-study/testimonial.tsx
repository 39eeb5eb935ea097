import { Icon } from "@/components/ui/icon";
import type { ProjectView } from "@/lib/projects/rules";
import { getTestimonials } from "@/lib/testimonials/queries";
import { caseStudyTestimonial } from "@/lib/testimonials/rules";
import { CaseStudySection } from "./section";

/** What the client said: the published testimonial linked to this project (admin, Testimonials), if any. */
export async function ClientTestimonial({ project: p }: { project: ProjectView }) {
  const testimonial = caseStudyTestimonial((await getTestimonials()).data, p.id);
  if (!testimonial) return null;
  const role = [testimonial.role, testimonial.company || p.client].filter(Boolean).join(", ");
  return (
    <CaseStudySection
      id="testimonial"
      name="Client Testimonial"
      eyebrow="Client Testimonial"
      title="In the client's words"
      tone="raised"
    >
      <figure className="mx-auto max-w-3xl text-center">
        <Icon name="Quote" className="mx-auto size-10 text-accent-ink" />
        <blockquote className="mt-6 font-display text-2xl leading-snug font-medium text-balance md:text-3xl">
          “{testimonial.quote}”
        </blockquote>
        <figcaption className="mt-8">
          <span className="block font-semibold">{testimonial.title}</span>
          {role && <span className="mt-1 block text-sm text-muted">{role}</span>}
        </figcaption>
      </figure>
    </CaseStudySection>
  );
}
