import { Icon } from "@/components/ui/icon";
import { whyChooseUs, type CaseStudyType } from "@/content/case-study";
import { CaseStudySection } from "./section";

/** Why Choose Us: five points of the project type's variant. */
export function WhyChooseUs({ type }: { type: CaseStudyType }) {
  return (
    <CaseStudySection
      id="why-choose-us"
      name="Why Choose Us"
      eyebrow="Why Choose Us"
      title="Why teams like this one choose Kairo Labs"
    >
      <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-6">
        {whyChooseUs[type].map((point, i) => (
          <li
            key={point.title}
            className={`rounded-3xl border border-border bg-surface p-7 ${i < 2 ? "lg:col-span-3" : "lg:col-span-2"}`}
          >
            <Icon name="CheckCircle2" className="size-6 text-accent-ink" />
            <h3 className="mt-4 text-lg font-semibold">{point.title}</h3>
            <p className="mt-2 leading-relaxed text-muted">{point.description}</p>
          </li>
        ))}
      </ul>
    </CaseStudySection>
  );
}
