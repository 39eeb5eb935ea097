"use client";

import dynamic from "next/dynamic";
import { useEffect, useState } from "react";

// The palette's code loads when a visitor first opens it, not with the page.
const SearchPalette = dynamic(() => import("./search-palette.client").then((m) => m.SearchPalette), { ssr: false });

/** Opens the search palette on ⌘K / Ctrl-K anywhere, or a plain click on the header's search link (a link to
 *  /search, rendered on the server, which works without JavaScript). Renders nothing until first used. */
export function SearchShortcut() {
  const [open, setOpen] = useState<boolean | null>(null);
  useEffect(() => {
    const listen = (event: KeyboardEvent | MouseEvent) => {
      const wanted =
        "key" in event
          ? event.key.toLowerCase() === "k" && (event.metaKey || event.ctrlKey) && !event.altKey && !event.shiftKey
          : !event.button &&
            !event.metaKey &&
            !event.ctrlKey &&
            !event.shiftKey &&
            !!(event.target as Element).closest?.("[data-search-trigger]");
      if (wanted) {
        event.preventDefault();
        setOpen(true);
      }
    };
    addEventListener("keydown", listen);
    addEventListener("click", listen);
    return () => {
      removeEventListener("keydown", listen);
      removeEventListener("click", listen);
    };
  }, []);
  return open === null ? null : <SearchPalette open={open} onClose={() => setOpen(false)} />;
}
