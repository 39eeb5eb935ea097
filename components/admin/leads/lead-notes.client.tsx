"use client";

import { useState } from "react";
import { toast } from "sonner";
import { saveLeadNotesAction } from "@/lib/leads/actions/lead";
import { LEAD_NOTES_MAX } from "@/lib/leads/form";
import { useTableAction } from "@/components/admin/table/use-table-action";
import { buttonClass } from "@/components/ui/button";

/** The owner's notes on a lead: folded away until opened, saved with a button. */
export function LeadNotes({ id, name, notes }: { id: string; name: string; notes: string }) {
  const [text, setText] = useState(notes);
  const { pending, run } = useTableAction("leads");
  return (
    <details className="group min-w-48">
      <summary className="cursor-pointer text-sm text-muted hover:text-foreground">
        {notes ? "Notes" : "Add notes"}
      </summary>
      <form
        className="mt-2 grid grid-cols-1 gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          run(
            () => saveLeadNotesAction({ id, notes: text }),
            { progress: "Saving notes…", failure: "Failed to save the notes. Please try again." },
            (_data, toastId) => toast.success("Notes saved", { id: toastId }),
          );
        }}
      >
        <textarea
          value={text}
          onChange={(e) => setText(e.target.value)}
          rows={3}
          maxLength={LEAD_NOTES_MAX}
          aria-label={`Notes on ${name}`}
          className="w-full rounded-lg border border-border bg-background p-2 text-sm"
        />
        <button
          type="submit"
          disabled={pending || text === notes}
          className={buttonClass({ size: "sm", className: "justify-self-start" })}
        >
          Save notes
        </button>
      </form>
    </details>
  );
}
