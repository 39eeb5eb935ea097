"use client";

import Link from "next/link";
import { useEffect } from "react";
import { buttonClass } from "@/components/ui/button";

/** A case study that failed to render: "Something went wrong", Try Again and Back to Portfolio. */
export default function CaseStudyError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => console.error(error), [error]);
  return (
    <div role="alert" className="container-page grid min-h-[70vh] place-items-center pt-32 text-center">
      <div className="max-w-xl">
        <h1 className="text-h2 font-semibold">Something went wrong</h1>
        <p className="mt-3 text-muted">
          We encountered an error while loading this case study. Please try again or return to the portfolio.
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <button type="button" onClick={reset} className={buttonClass()}>
            Try Again
          </button>
          <Link href="/portfolio" className={buttonClass({ variant: "outline" })}>
            Back to Portfolio
          </Link>
        </div>
      </div>
    </div>
  );
}
