import type { ReactNode } from "react";
import { Icon, type IconName } from "@/components/ui/icon";

/** The frame shared by the two data cards: icon, title, one line of explanation, body. */
export function CardFrame({
  id,
  title,
  description,
  icon,
  accent,
  children,
}: {
  id: string;
  title: string;
  description: string;
  icon: IconName;
  accent: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-border bg-surface p-5 sm:p-6">
      <div className="flex items-start gap-3">
        <span className={`grid size-9 shrink-0 place-items-center rounded-xl bg-surface-2 ${accent}`}>
          <Icon name={icon} className="size-4" />
        </span>
        <div>
          <h2 id={id} className="font-display text-lg font-semibold tracking-tight">
            {title}
          </h2>
          <p className="mt-0.5 text-sm text-muted">{description}</p>
        </div>
      </div>
      <div className="mt-5">{children}</div>
    </section>
  );
}
