"use client";

import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import { useFormContext } from "react-hook-form";
import { Icon } from "@/components/ui/icon";
import { toast } from "sonner";
import { buttonClass } from "@/components/ui/button";
import { discardDraftCopyAction, saveDraftCopyAction } from "@/lib/autosave/actions";
import { AUTOSAVE_DELAY_MS, type DraftCopyEntity, type DraftCopyOffer } from "@/lib/autosave/schema";
import { useLeaveGuard } from "./use-leave-guard";

const noop = () => () => {};

/** A time in the browser's local format (the server renders the UTC time until hydration). */
function LocalTime({ iso }: { iso: string }) {
  const text = useSyncExternalStore(
    noop,
    () => new Date(iso).toLocaleTimeString(),
    () => iso.slice(11, 19),
  );
  return <time dateTime={iso}>{text}</time>;
}

interface Props {
  entity: DraftCopyEntity;
  itemId: string;
  offer: DraftCopyOffer | null;
}

/** No lost work in an editor: autosaves a copy of the form (never the item: nothing public changes) a few seconds
 *  after the last change, offers an autosaved copy back when the editor reopens, and asks before leaving with
 *  unsaved changes. The copy is dropped once the form is saved. */
export function DraftCopy({ entity, itemId, offer: initialOffer }: Props) {
  const { watch, getValues, reset, formState } = useFormContext();
  const { isDirty, isSubmitting, isSubmitSuccessful } = formState;
  const [offer, setOffer] = useState(initialOffer);
  const [savedAt, setSavedAt] = useState<string | null>(null);
  const dirty = useRef(isDirty);
  const saved = useRef(false);
  useEffect(() => {
    dirty.current = isDirty && !isSubmitting;
    saved.current = isSubmitSuccessful;
  });
  useLeaveGuard(isDirty && !isSubmitting);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const autosave = async () => {
      if (!dirty.current) return;
      const result = await saveDraftCopyAction({ entity, itemId, values: getValues() }).catch(() => null);
      if (result?.ok) setSavedAt(result.data.savedAt);
    };
    const subscription = watch(() => {
      clearTimeout(timer);
      timer = setTimeout(autosave, AUTOSAVE_DELAY_MS);
    });
    return () => {
      subscription.unsubscribe();
      clearTimeout(timer);
      // Saved (the form then leaves the page): the copy is no longer needed.
      if (saved.current) void discardDraftCopyAction({ entity, itemId }).catch(() => null);
    };
  }, [entity, itemId, watch, getValues]);

  const restore = () => {
    if (!offer) return;
    reset({ ...getValues(), ...offer.values }, { keepDefaultValues: true });
    setOffer(null);
    toast.success("Autosaved copy restored", { description: "Save the form to keep it." });
  };
  const discard = async () => {
    setOffer(null);
    const result = await discardDraftCopyAction({ entity, itemId }).catch(() => null);
    if (result?.ok) toast.success("Autosaved copy discarded");
    else toast.error("Error", { description: "The autosaved copy could not be discarded. Please try again." });
  };

  return (
    <>
      {offer && (
        <div
          role="region"
          aria-label="Autosaved copy"
          className="flex flex-wrap items-center gap-3 rounded-2xl border border-border bg-surface-2 p-4 text-sm"
        >
          <Icon name="History" className="size-4" />
          <p className="flex-1">
            You have an autosaved copy from <LocalTime iso={offer.savedAt} /> with changes that were not saved.
          </p>
          <button type="button" onClick={restore} className={buttonClass({ size: "sm" })}>
            Restore it
          </button>
          <button type="button" onClick={discard} className={buttonClass({ variant: "outline", size: "sm" })}>
            Discard
          </button>
        </div>
      )}
      <p role="status" aria-live="polite" className="text-xs text-muted">
        {savedAt && isDirty && (
          <>
            Draft copy autosaved at <LocalTime iso={savedAt} /> (not published).
          </>
        )}
      </p>
    </>
  );
}
