import Image from "next/image";
import { hero } from "@/content/home";
import { cn } from "@/lib/utils";
import { revealDelay } from "./reveal-delay";

const placement = [
  "right-0 top-0 w-[78%] rotate-[5deg] opacity-80",
  "left-0 top-[18%] w-[74%] -rotate-[4deg] opacity-90",
  "right-[6%] top-[34%] w-[84%]",
];

/** The hero's last element: the first frame waits for it (hero.tsx). */
export const HERO_END = "hero-showcase";

/** The desktop hero's right half: three covers of real studio work, stacked like prints on a desk. */
export function HeroShowcase() {
  return (
    <div
      id={HERO_END}
      aria-hidden
      className="pointer-events-none relative hidden aspect-[5/4.2] lg:col-start-2 lg:row-start-1 lg:block"
    >
      {hero.showcase.map((work, i) => (
        <figure
          key={work.image}
          data-hero-enter
          style={revealDelay(200 + i * 140)}
          className={cn("showcase-print", placement[i])}
        >
          {/* at most 460 px wide: a srcset of 1x and 2x (a `sizes` without vw listed all ten configured widths) */}
          <Image
            src={work.image}
            alt=""
            width={460}
            height={288}
            loading="lazy"
            className="aspect-[16/10] w-full object-cover"
          />
          {i === hero.showcase.length - 1 && (
            <figcaption className="flex items-center justify-between gap-3 border-t border-border px-4 py-3 text-sm">
              <span className="font-medium">{work.title}</span>
              <span className="tabular rounded-pill bg-surface-2 px-2.5 py-1 text-xs text-muted">{work.result}</span>
            </figcaption>
          )}
        </figure>
      ))}
    </div>
  );
}
