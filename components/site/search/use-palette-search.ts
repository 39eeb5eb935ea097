import { useEffect, useState } from "react";
import type { SearchResults } from "@/lib/search/schema";

const PALETTE_DEBOUNCE_MS = 200;

export type PaletteState =
  | { status: "idle" }
  | { status: "loading"; query: string; previous?: SearchResults }
  | { status: "done"; results: SearchResults }
  | { status: "error"; message: string };

type Answer =
  | { query: string; results: SearchResults; message?: undefined }
  | { query: string; message: string; results?: undefined };

const NETWORK_ERROR = "Search could not be reached. Check your connection and try again.";

/** Asks GET /api/search for `query` once typing pauses; a newer query cancels the request of an older one. While a
 *  query is on its way the last results stay on screen. */
export function usePaletteSearch(query: string): PaletteState {
  const [answer, setAnswer] = useState<Answer | null>(null);
  const trimmed = query.trim();
  useEffect(() => {
    if (!trimmed) return;
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      try {
        const response = await fetch(`/api/search?q=${encodeURIComponent(trimmed)}`, { signal: controller.signal });
        const body = (await response.json()) as SearchResults | { error: string };
        setAnswer("error" in body ? { query: trimmed, message: body.error } : { query: trimmed, results: body });
      } catch {
        if (!controller.signal.aborted) setAnswer({ query: trimmed, message: NETWORK_ERROR });
      }
    }, PALETTE_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [trimmed]);
  if (!trimmed) return { status: "idle" };
  if (answer?.query === trimmed)
    return answer.results ? { status: "done", results: answer.results } : { status: "error", message: answer.message };
  return { status: "loading", query: trimmed, previous: answer?.results };
}
