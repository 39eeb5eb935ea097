import { faqItems } from "@/content/faq";
import { SectionLink } from "../section-link.client";
import { FaqAccordion } from "./faq-accordion";
import { SectionHeading } from "./section-heading";

/** Eight questions, one open at a time, and a Contact Us link. */
export function Faq() {
  return (
    <section id="faq" aria-labelledby="faq-title" className="section-y bg-surface/40">
      <div className="container-page grid gap-10 md:grid-cols-12">
        <div className="md:col-span-4">
          <SectionHeading
            id="faq-title"
            eyebrow="FAQ"
            title="Questions, answered"
            intro="Timelines, stacks, pricing and how we work together. Something else on your mind?"
          />
          <SectionLink section="contact" className="mt-6 inline-flex font-medium text-accent-ink hover:underline">
            Contact Us
          </SectionLink>
        </div>
        <div data-reveal className="md:col-span-8">
          <FaqAccordion items={faqItems} />
        </div>
      </div>
    </section>
  );
}
