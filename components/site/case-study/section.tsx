import type { ReactNode } from "react";
import { SectionBoundary } from "./section-boundary.client";

/** A case-study section with its eyebrow, heading and own error boundary. */
export function CaseStudySection({
  id,
  name,
  eyebrow,
  title,
  children,
  tone = "plain",
}: {
  id: string;
  name: string;
  eyebrow: string;
  title: string;
  children: ReactNode;
  tone?: "plain" | "raised";
}) {
  return (
    <SectionBoundary section={name}>
      <section
        id={id}
        aria-labelledby={`${id}-title`}
        className={tone === "raised" ? "border-y border-border bg-surface/50" : ""}
      >
        <div className="container-page section-y">
          <p className="eyebrow">{eyebrow}</p>
          <h2 id={`${id}-title`} className="mt-3 max-w-3xl text-h2 font-semibold">
            {title}
          </h2>
          <div className="mt-12">{children}</div>
        </div>
      </section>
    </SectionBoundary>
  );
}
