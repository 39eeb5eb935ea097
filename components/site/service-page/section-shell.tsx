import type { ReactNode } from "react";
import { cn } from "@/lib/utils";

/** A page section: anchor id, test id, heading block (h2) and content. */
export function SectionShell({
  id,
  eyebrow,
  title,
  intro,
  children,
  className,
  align = "left",
}: {
  id: string;
  eyebrow?: string;
  title: string;
  intro?: string;
  children: ReactNode;
  className?: string;
  align?: "left" | "center";
}) {
  return (
    <section id={id} data-testid={id} aria-labelledby={`${id}-title`} className={cn("section-y", className)}>
      <div className="container-page">
        <header className={cn("max-w-3xl", align === "center" && "mx-auto text-center")}>
          {eyebrow && <p className="eyebrow mb-4">{eyebrow}</p>}
          <h2 id={`${id}-title`} className="text-h2 font-semibold">
            {title}
          </h2>
          {intro && <p className="mt-5 text-lg leading-relaxed text-muted">{intro}</p>}
        </header>
        <div className="mt-12 md:mt-16">{children}</div>
      </div>
    </section>
  );
}
