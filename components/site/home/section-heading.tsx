import type { ReactNode } from "react";
import { cn } from "@/lib/utils";

/** Eyebrow, h2 and intro of a home-page section. */
export function SectionHeading({
  eyebrow,
  title,
  intro,
  id,
  align = "left",
  className,
}: {
  eyebrow: string;
  title: ReactNode;
  intro?: ReactNode;
  id?: string;
  align?: "left" | "center";
  className?: string;
}) {
  return (
    <div data-reveal className={cn("section-heading", align === "center" && "mx-auto text-center", className)}>
      <p className="eyebrow">{eyebrow}</p>
      <h2 id={id}>{title}</h2>
      {intro ? <p>{intro}</p> : null}
    </div>
  );
}
