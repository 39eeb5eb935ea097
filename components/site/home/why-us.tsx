import { whyUs } from "@/content/home";
import { buttonClass } from "@/components/ui/button";
import { ScopingLink } from "../scoping-link";
import { Icon } from "@/components/ui/icon";
import { CARD_STAGGER_MS, revealDelay } from "./reveal-delay";
import { SectionHeading } from "./section-heading";

const accent = {
  cyan: "text-cyan bg-cyan/10",
  blue: "text-blue bg-blue/10",
  purple: "text-purple bg-purple/10",
  green: "text-green bg-green/10",
};

/** Four value cards and two calls to action. */
export function WhyUs() {
  return (
    <section id="why-us" aria-labelledby="why-us-title" className="section-y">
      <div className="container-page">
        <SectionHeading id="why-us-title" eyebrow="Why us" title={whyUs.title} intro={whyUs.intro} />
        <ul className="value-cards mt-12 grid gap-5 md:grid-cols-2 lg:grid-cols-4">
          {whyUs.cards.map((card, i) => (
            <li key={card.title} data-reveal style={revealDelay(i * CARD_STAGGER_MS)}>
              <span className={`inline-grid size-11 place-items-center rounded-xl ${accent[card.color]}`}>
                <Icon name={card.icon} className="size-5" />
              </span>
              <h3>{card.title}</h3>
              <p>{card.text}</p>
            </li>
          ))}
        </ul>
        <div className="mt-10 flex flex-wrap gap-3">
          <ScopingLink utmSource="why-us" className={buttonClass({ size: "lg" })}>
            Get Started
          </ScopingLink>
          <ScopingLink utmSource="consultation" className={buttonClass({ size: "lg", variant: "outline" })}>
            Schedule Consultation
          </ScopingLink>
        </div>
      </div>
    </section>
  );
}
