import { vitalRating, type Vital, type VitalRating } from "@/lib/insight/shape";
import { cn } from "@/lib/utils";

const RATING: Record<VitalRating, { label: string; className: string }> = {
  good: { label: "good", className: "bg-green-500/15 text-green-700 dark:text-green-300" },
  "needs-improvement": { label: "needs improvement", className: "bg-amber-500/15 text-amber-800 dark:text-amber-300" },
  poor: { label: "poor", className: "bg-red-500/15 text-red-700 dark:text-red-300" },
};

/** A vital's 75th percentile, green, amber or red by Google's thresholds, with the rating in words too. */
export function VitalCell({ metric, value, text }: { metric: Vital; value: number; text: string }) {
  const rating = RATING[vitalRating(metric, value)];
  return (
    <span
      data-rating={vitalRating(metric, value)}
      title={`${metric} ${text}: ${rating.label}`}
      className={cn("inline-block rounded-md px-1.5 py-0.5 font-medium whitespace-nowrap", rating.className)}
    >
      {text}
      <span className="sr-only">, {rating.label}</span>
    </span>
  );
}
