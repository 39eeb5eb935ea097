import Image from "next/image";
import type { Accent } from "@/content/types";
import type { Feature } from "@/content/service-pages/types";
import { balancedGrid, balancedItem } from "@/components/ui/balanced-grid";
import { cn } from "@/lib/utils";
import { accentSoft } from "./accent";
import { Icon } from "@/components/ui/icon";

/** Cards of features, capabilities, use cases, solution areas or platforms (icon or image, chips, bullets). */
export function FeatureGrid({
  id,
  items,
  accent,
  columns = 3,
}: {
  id: string;
  items: Feature[];
  accent: Accent;
  columns?: 2 | 3 | 4;
}) {
  return (
    <ul className={cn("gap-5", balancedGrid(items.length, columns))}>
      {items.map((item, i) => (
        <li
          key={item.title}
          data-testid={`${id}-item`}
          className={cn(
            balancedItem(i, items.length, columns),
            "group flex flex-col overflow-hidden rounded-card border border-border bg-surface transition duration-300 hover:-translate-y-1 hover:border-foreground/20",
          )}
        >
          {item.image && (
            <div className="relative aspect-[16/10] overflow-hidden border-b border-border bg-surface-2">
              <Image
                src={item.image}
                alt=""
                fill
                sizes="(min-width: 1024px) 400px, (min-width: 768px) 50vw, 100vw"
                className="object-cover transition duration-500 group-hover:scale-[1.03]"
              />
            </div>
          )}
          <div className="flex flex-1 flex-col p-6 md:p-7">
            {!item.image && (
              <span
                className={cn(
                  "mb-5 inline-flex size-11 items-center justify-center rounded-xl ring-1",
                  accentSoft[accent],
                )}
              >
                <Icon name={item.icon ?? "Sparkles"} className="size-5" />
              </span>
            )}
            <h3 className="text-h3 font-semibold">{item.title}</h3>
            <p className="mt-3 leading-relaxed text-muted">{item.description}</p>
            {item.points && (
              <ul className="checklist mt-5 space-y-2 text-sm">
                {item.points.map((point) => (
                  <li key={point}>{point}</li>
                ))}
              </ul>
            )}
            {item.chips && (
              <ul
                aria-label={`${item.title} technologies`}
                className="mt-auto flex flex-wrap gap-2 pt-5 *:rounded-pill *:border *:border-border *:bg-surface-2 *:px-3 *:py-1 *:text-xs *:font-medium"
              >
                {item.chips.map((chip) => (
                  <li key={chip}>{chip}</li>
                ))}
              </ul>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
