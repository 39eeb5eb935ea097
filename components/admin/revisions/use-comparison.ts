"use client";

import { useCallback, useState } from "react";
import type { RevisionComparison } from "@/lib/revisions/types";
import { NOT_SIGNED_IN } from "@/lib/results/action-result";

export type ComparisonState =
  | { status: "idle" }
  | { status: "loading" }
  | { status: "done"; comparison: RevisionComparison }
  | { status: "error"; message: string };

const FAILED = "Could not load the two versions. Please try again.";

/** Loads a comparison from /api/admin/revisions (two revisions, or the version a form opened against the current). */
export function useComparison() {
  const [state, setState] = useState<ComparisonState>({ status: "idle" });
  const load = useCallback(async (query: Record<string, string>) => {
    setState({ status: "loading" });
    try {
      const response = await fetch(`/api/admin/revisions?${new URLSearchParams(query)}`, { cache: "no-store" });
      const body = await response.json().catch(() => ({}));
      if (response.ok) setState({ status: "done", comparison: body as RevisionComparison });
      else
        setState({
          status: "error",
          message: response.status === 401 ? NOT_SIGNED_IN : typeof body.error === "string" ? body.error : FAILED,
        });
    } catch {
      setState({ status: "error", message: FAILED });
    }
  }, []);
  return [state, load] as const;
}
