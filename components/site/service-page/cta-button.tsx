import Link from "next/link";
import { Icon } from "@/components/ui/icon";
import { buttonClass } from "@/components/ui/button";
import { ScopingLink } from "@/components/site/scoping-link";
import { SectionLink } from "@/components/site/section-link.client";
import type { Cta } from "@/content/service-pages/types";
import { getSiteSettings } from "@/lib/settings/queries";
import { ConversionLink } from "./conversion-link.client";

/** One call to action; where it goes is data (content/service-pages), so no button is ever dead. */
async function CtaButton({ cta, page, size = "lg" }: { cta: Cta; page: string; size?: "md" | "lg" }) {
  const className = buttonClass({ variant: cta.variant === "outline" ? "outline" : "primary", size });
  const label = (
    <>
      {cta.label}
      {cta.variant !== "outline" && <Icon name="ArrowRight" />}
    </>
  );
  const { target } = cta;
  switch (target.kind) {
    case "scoping":
      return (
        <ScopingLink utmSource={target.utmSource} className={className}>
          {label}
        </ScopingLink>
      );
    case "link":
      return (
        <Link href={target.href} className={className}>
          {label}
        </Link>
      );
    case "home-section":
      return (
        <SectionLink section={target.section} className={className}>
          {label}
        </SectionLink>
      );
    case "anchor":
      return (
        <a href={`#${target.id}`} className={className}>
          {label}
        </a>
      );
    case "conversion":
      return (
        <ConversionLink
          action={target.action}
          page={page}
          scopingFormUrl={(await getSiteSettings()).scopingFormUrl}
          className={className}
        >
          {label}
        </ConversionLink>
      );
  }
}

export function CtaRow({ actions, page, className }: { actions: Cta[]; page: string; className?: string }) {
  return (
    <div className={className ?? "flex flex-wrap gap-3"}>
      {actions.map((cta) => (
        <CtaButton key={cta.label} cta={cta} page={page} />
      ))}
    </div>
  );
}
