import { Icon } from "@/components/ui/icon";
import { cn } from "@/lib/utils";

/** Five stars, shown and announced ("Rated 4 out of 5"). */
export function StarRating({ rating, className }: { rating: number; className?: string }) {
  return (
    <div role="img" aria-label={`Rated ${rating} out of 5`} className={cn("flex gap-0.5", className)}>
      {[1, 2, 3, 4, 5].map((n) => (
        <Icon
          name="Star"
          key={n}
          className={cn("size-4", n <= rating ? "fill-amber-400 text-amber-400" : "text-subtle/50")}
        />
      ))}
    </div>
  );
}
