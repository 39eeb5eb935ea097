import type { Reason } from "@/content/service-pages/types";
import { balancedGrid, balancedItem } from "@/components/ui/balanced-grid";
import { cn } from "@/lib/utils";

/** Numbered reasons to choose the studio. */
export function ReasonsList({ id, reasons }: { id: string; reasons: Reason[] }) {
  return (
    <ol className={cn("gap-x-10 gap-y-2", balancedGrid(reasons.length, 2))}>
      {reasons.map((reason, index) => (
        <li
          key={reason.title}
          data-testid={`${id}-item`}
          className={cn(balancedItem(index, reasons.length, 2), "flex gap-5 border-t border-border py-6")}
        >
          <span className="tabular font-display text-2xl font-semibold text-subtle">
            {String(index + 1).padStart(2, "0")}
          </span>
          <div>
            <h3 className="text-lg font-semibold">{reason.title}</h3>
            <p className="mt-2 leading-relaxed text-muted">{reason.description}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
