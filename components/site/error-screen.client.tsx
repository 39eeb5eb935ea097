"use client";

import { IntentLink } from "./intent-link.client";
import { useEffect } from "react";

/** The route error page: "Unexpected Application Error!" with the status or message. */
export function ErrorScreen({
  error,
  reset,
}: {
  error: Error & { digest?: string; status?: number };
  reset: () => void;
}) {
  useEffect(() => console.error(error), [error]);
  const detail = error.status ? `${error.status}` : error.message || "Something went wrong while rendering this page.";
  return (
    <div role="alert" className="container-page grid min-h-[80vh] place-items-center py-32 text-center">
      <div>
        <h1 className="text-h2 font-semibold">Unexpected Application Error!</h1>
        <p className="mx-auto mt-4 max-w-xl font-mono text-sm text-muted">{detail}</p>
        {error.digest && <p className="mt-2 font-mono text-xs text-subtle">Reference: {error.digest}</p>}
        <div className="mt-8 flex justify-center gap-3">
          <button
            type="button"
            onClick={reset}
            className="inline-flex h-11 items-center rounded-full bg-foreground px-5 text-sm font-medium text-background"
          >
            Try again
          </button>
          <IntentLink
            href="/"
            className="inline-flex h-11 items-center rounded-full border border-border px-5 text-sm font-medium"
          >
            Go home
          </IntentLink>
        </div>
      </div>
    </div>
  );
}
