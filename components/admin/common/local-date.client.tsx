"use client";

import { useSyncExternalStore } from "react";

const noop = () => () => {};

const DATE: Intl.DateTimeFormatOptions = { dateStyle: "medium" };
const DATE_TIME: Intl.DateTimeFormatOptions = { dateStyle: "medium", timeStyle: "short" };

/** A date ("Dec 6, 2026") or a date and time ("Dec 6, 2026, 2:05 PM"): the one format the admin shows, in the
 *  browser's time zone (the server renders it in UTC until hydration). */
export function LocalDate({ iso, time = false }: { iso: string; time?: boolean }) {
  const options = time ? DATE_TIME : DATE;
  const text = useSyncExternalStore(
    noop,
    () => new Date(iso).toLocaleString("en-US", options),
    () => `${new Date(iso).toLocaleString("en-US", { ...options, timeZone: "UTC" })}${time ? " UTC" : ""}`,
  );
  return <time dateTime={iso}>{text}</time>;
}
