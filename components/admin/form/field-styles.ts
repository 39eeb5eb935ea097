/** Shared class names of admin form controls. */
export const labelClass = "text-sm font-medium text-foreground";
export const inputClass =
  "h-11 w-full rounded-xl border border-border bg-surface px-3.5 text-sm text-foreground placeholder:text-subtle " +
  "transition focus:border-cyan focus:outline-none focus:ring-2 focus:ring-cyan/30 aria-[invalid=true]:border-pink";
export const textareaClass = inputClass.replace("h-11", "min-h-24 py-2.5 leading-relaxed");
export const helpClass = "text-xs text-muted";
export const errorClass = "text-xs font-medium text-pink";
