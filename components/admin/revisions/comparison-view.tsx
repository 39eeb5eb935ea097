import { Icon } from "@/components/ui/icon";
import type { ComparisonState } from "./use-comparison";
import { RevisionDiff } from "./revision-diff";

/** A comparison as it loads: progress, the failure's message, or the diff. */
export function ComparisonView({ state }: { state: ComparisonState }) {
  if (state.status === "idle") return null;
  if (state.status === "loading") {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-muted">
        <Icon name="Loader2" className="size-4 animate-spin" />
        Comparing the two versions…
      </p>
    );
  }
  if (state.status === "error")
    return (
      <p role="alert" className="text-sm font-medium text-pink">
        {state.message}
      </p>
    );
  return <RevisionDiff changes={state.comparison.changes} />;
}
