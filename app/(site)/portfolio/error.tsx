"use client";

import { useEffect } from "react";
import { buttonClass } from "@/components/ui/button";

/** The portfolio could not be loaded: an error state with Try Again. */
export default function PortfolioError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => console.error(error), [error]);
  return (
    <div role="alert" className="container-page grid min-h-[70vh] place-items-center pt-32 text-center">
      <div>
        <h1 className="text-h2 font-semibold">Failed to load portfolio data</h1>
        <p className="mt-3 text-muted">Something went wrong while loading our projects.</p>
        <button type="button" onClick={reset} className={buttonClass({ className: "mt-8" })}>
          Try Again
        </button>
      </div>
    </div>
  );
}
