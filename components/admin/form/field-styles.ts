/** Shared class names of admin form controls. */
export const labelClass = "text-sm font-medium text-foreground";
// min-w-0: a long value (an image path, a URL) must not widen its row or card past a phone's screen
export const inputClass =
  "h-11 w-full min-w-0 rounded-xl border border-border bg-surface px-3.5 text-sm text-foreground placeholder:text-subtle " +
  "transition focus:border-cyan focus:outline-none focus:ring-2 focus:ring-cyan/30 aria-[invalid=true]:border-pink";
export const textareaClass = inputClass.replace("h-11", "min-h-24 py-2.5 leading-relaxed");
export const helpClass = "text-xs text-muted";
export const errorClass = "text-xs font-medium text-pink";
/** A field: its label, control, help and error stacked (one minmax(0, 1fr) column, see fieldGrid). */
export const fieldClass = "grid grid-cols-1 content-start gap-2";
/** Fields side by side from tablets up. grid-cols-1 (a minmax(0, 1fr) track), not an implicit column: an implicit one
 *  grows to its widest field's content and pushed the project editor's cards past a phone's screen. */
export const fieldGrid = "grid grid-cols-1 gap-5 sm:grid-cols-2";
