import Link from "next/link";
import { Loader2 } from "lucide-react";
import { buttonClass } from "@/components/ui/button";

/** The sticky bar under an admin form: Cancel back to the list, and the submit button (spinner while saving). */
export function FormActionBar({ cancelHref, saving, label }: { cancelHref: string; saving: boolean; label: string }) {
  return (
    <div className="sticky bottom-0 z-10 -mx-4 flex justify-end gap-3 border-t border-border bg-background/90 px-4 py-4 backdrop-blur sm:mx-0 sm:rounded-2xl sm:border">
      <Link href={cancelHref} className={buttonClass({ variant: "outline" })}>Cancel</Link>
      <button type="submit" disabled={saving} className={buttonClass()}>
        {saving && <Loader2 className="animate-spin" aria-hidden />}
        {label}
      </button>
    </div>
  );
}
