/** A row of filter pills: one line that scrolls sideways on phones (no pyramid of wrapped pills, nothing clipped),
 *  wrapping from tablets up. */
export const filterRow =
  "-mx-[clamp(1.25rem,4vw,2.5rem)] flex gap-2 overflow-x-auto px-[clamp(1.25rem,4vw,2.5rem)] pb-1 [scrollbar-width:none] " +
  "sm:mx-0 sm:flex-wrap sm:justify-center sm:overflow-visible sm:px-0 [&>*]:shrink-0";
