import { Icon } from "@/components/ui/icon";
import type { ProjectView } from "@/lib/projects/rules";
import { CaseStudySection } from "./section";

/** What the client said: the extended testimonial (quote, author, position, company), or the short one. */
export function ClientTestimonial({ project: p }: { project: ProjectView }) {
  const extended = p.extendedTestimonial;
  const quote = extended?.quote || p.testimonial;
  if (!quote) return null;
  const role = [extended?.position, extended?.company || p.client].filter(Boolean).join(", ");
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
          “{quote}”
        </blockquote>
        {extended?.author ? (
          <figcaption className="mt-8">
            <span className="block font-semibold">{extended.author}</span>
            {role && <span className="mt-1 block text-sm text-muted">{role}</span>}
          </figcaption>
        ) : null}
      </figure>
    </CaseStudySection>
  );
}
