import { cn } from "@/lib/utils";

const DOTS: Record<string, string> = {
  "Web Development": "bg-cyan",
  SaaS: "bg-blue",
  "Mobile Development": "bg-purple",
  "Tech Trends": "bg-pink",
  "AI & Machine Learning": "bg-green",
  "Case Studies": "bg-cyan",
};

/** A post's category as a chip with its accent dot (text stays in the foreground colour for contrast). */
export function CategoryBadge({ category, className }: { category: string; className?: string }) {
  return (
    <span
      className={cn(
        "inline-flex items-center gap-2 rounded-pill border border-border bg-surface/85 px-3 py-1 text-xs font-medium text-foreground backdrop-blur",
        className,
      )}
    >
      <span aria-hidden className={cn("size-1.5 rounded-full", DOTS[category] ?? "bg-blue")} />
      {category}
    </span>
  );
}
