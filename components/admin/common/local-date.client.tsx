"use client";

import { useSyncExternalStore } from "react";

const noop = () => () => {};

/** A date in the browser's local format (the server renders the ISO date until hydration). */
export function LocalDate({ iso }: { iso: string }) {
  const text = useSyncExternalStore(
    noop,
    () => new Date(iso).toLocaleDateString(),
    () => iso.slice(0, 10),
  );
  return <time dateTime={iso}>{text}</time>;
}
