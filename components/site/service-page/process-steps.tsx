import type { Accent } from "@/content/types";
import type { ProcessStep } from "@/content/service-pages/types";
import { balancedGrid, balancedItem } from "@/components/ui/balanced-grid";
import { cn } from "@/lib/utils";
import { accentText } from "./accent";

/** A numbered process or lifecycle (5, 7, 11 or 12 steps): a timeline for short ones, a grid for long ones. */
export function ProcessSteps({ id, steps, accent }: { id: string; steps: ProcessStep[]; accent: Accent }) {
  const long = steps.length > 7;
  const max = steps.length > 6 ? 4 : 3;
  return (
    <ol className={cn("gap-4", balancedGrid(steps.length, max))}>
      {steps.map((step, index) => (
        <li
          key={step.title}
          data-testid={`${id}-item`}
          className={cn(
            balancedItem(index, steps.length, max),
            "relative rounded-card border border-border bg-surface p-6",
          )}
        >
          <span className={cn("tabular font-display text-sm font-semibold", accentText[accent])}>
            {long ? "Phase" : "Step"} {String(index + 1).padStart(2, "0")}
          </span>
          <h3 className="mt-3 text-lg font-semibold">{step.title}</h3>
          <p className="mt-2 text-sm leading-relaxed text-muted">{step.description}</p>
          {step.activities && (
            <ul className="mt-4 space-y-1.5 border-t border-border pt-4 text-sm text-muted">
              {step.activities.map((activity) => (
                <li key={activity}>— {activity}</li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ol>
  );
}
