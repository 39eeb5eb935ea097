"use client";

import { buttonClass } from "@/components/ui/button";

/** The project could not be read (the database failed); Try Again reloads the page. */
export function ProjectLoadErrorScreen() {
  return (
    <div role="alert" className="container-page grid min-h-[70vh] place-items-center pt-32 text-center">
      <div>
        <h1 className="text-h2 font-semibold">Error Loading Project</h1>
        <p className="mt-3 text-muted">Failed to load project data. Please try again.</p>
        <button type="button" onClick={() => window.location.reload()} className={buttonClass({ className: "mt-8" })}>
          Try Again
        </button>
      </div>
    </div>
  );
}
