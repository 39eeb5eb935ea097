"use client";

import { useSyncExternalStore, type ReactNode } from "react";

const noop = () => () => {};

/** Keeps a form's fields disabled until React has hydrated it: react-hook-form writes the default values into the
 *  inputs when it registers them, which would overwrite anything typed before, and a submit before hydration would
 *  be a native GET carrying the fields in the URL. Layout-neutral (`display: contents`). */
export function HydratedFieldset({ children, disabled = false }: { children: ReactNode; disabled?: boolean }) {
  const hydrated = useSyncExternalStore(
    noop,
    () => true,
    () => false,
  );
  return (
    <fieldset disabled={!hydrated || disabled} className="contents">
      {children}
    </fieldset>
  );
}
