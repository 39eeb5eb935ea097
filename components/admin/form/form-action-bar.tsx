import Link from "next/link";
import { Icon } from "@/components/ui/icon";
import { buttonClass } from "@/components/ui/button";

interface Props {
  cancelHref: string;
  saving: boolean;
  label: string;
  /** A new item: "Save draft" next to the submit button, which then publishes. */
  onChooseStatus?: (status: "draft" | "published") => void;
  /** False for a role that may not publish (an author): a new item is only saved as a draft. */
  canPublish?: boolean;
  /** The role may not change this item: no save button, and why. */
  readOnly?: string;
}

/** The sticky bar under an admin form: Cancel back to the list, and the submit button (spinner while saving); for a
 *  new item "Save draft" and "Publish". On a phone the buttons are narrower, so all three fit a 320 px screen. */
export function FormActionBar({ cancelHref, saving, label, onChooseStatus, canPublish = true, readOnly }: Props) {
  return (
    <div
      data-slot="form-action-bar"
      className="sticky bottom-0 z-10 -mx-4 flex items-center justify-end gap-2 border-t border-border bg-background/90 px-4 py-4 backdrop-blur max-sm:*:px-3 sm:mx-0 sm:gap-3 sm:rounded-2xl sm:border"
    >
      {readOnly && (
        <p className="mr-auto text-sm text-muted" data-testid="read-only">
          {readOnly}
        </p>
      )}
      <Link href={cancelHref} className={buttonClass({ variant: "outline" })}>
        {readOnly ? "Back" : "Cancel"}
      </Link>
      {!readOnly && onChooseStatus && (
        <button
          type="submit"
          disabled={saving}
          className={buttonClass({ variant: "outline" })}
          onClick={() => onChooseStatus("draft")}
        >
          Save draft
        </button>
      )}
      {!readOnly && (canPublish || !onChooseStatus) && (
        <button
          type="submit"
          disabled={saving}
          className={buttonClass()}
          onClick={onChooseStatus && (() => onChooseStatus("published"))}
        >
          {saving && <Icon name="Loader2" className="animate-spin" />}
          {label}
        </button>
      )}
    </div>
  );
}
