"use client";

import dynamic from "next/dynamic";
import { useEffect, useRef, useState, type ReactNode } from "react";

// The palette's code loads when a visitor first opens it, not with the page.
const SearchPalette = dynamic(() => import("./search-palette.client").then((m) => m.SearchPalette), { ssr: false });

/** The header's search button: a link to /search (which works without JavaScript) that opens the palette instead,
 *  as ⌘K / Ctrl-K does anywhere on the page. Its look comes from the server (children), to keep page JS small. */
export function SearchTrigger({ className, children }: { className: string; children: ReactNode }) {
  const [open, setOpen] = useState<boolean | null>(null); // null: never opened, so the palette is not loaded
  const returnFocus = useRef<Element | null>(null);
  const openPalette = () => {
    returnFocus.current = document.activeElement;
    setOpen(true);
  };
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() !== "k" || !(event.metaKey || event.ctrlKey) || event.altKey || event.shiftKey) return;
      event.preventDefault();
      returnFocus.current = document.activeElement;
      setOpen(true);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);
  return (
    <>
      <a href="/search" aria-haspopup="dialog" aria-keyshortcuts="Control+K Meta+K" data-testid="search-trigger" className={className}
        onClick={(event) => {
          if (event.metaKey || event.ctrlKey || event.shiftKey || event.button) return;
          event.preventDefault();
          openPalette();
        }}>
        {children}
      </a>
      {open !== null ? <SearchPalette open={open} onClose={() => {
        setOpen(false);
        (returnFocus.current as HTMLElement | null)?.focus?.();
      }} /> : null}
    </>
  );
}
