"use client";

import dynamic from "next/dynamic";
import { Search } from "lucide-react";
import { useCallback, useEffect, useRef, useState, type MouseEvent } from "react";

// The palette's code loads when a visitor first opens it, not with the page.
const SearchPalette = dynamic(() => import("./search-palette.client").then((m) => m.SearchPalette), { ssr: false });

/** The header's search button: a link to /search (which works without JavaScript) that opens the palette instead,
 *  as ⌘K / Ctrl-K does anywhere on the page. */
export function SearchTrigger() {
  const [opened, setOpened] = useState(false);
  const [open, setOpen] = useState(false);
  const returnFocus = useRef<HTMLElement | null>(null);

  const openPalette = useCallback(() => {
    if (document.activeElement instanceof HTMLElement) returnFocus.current = document.activeElement;
    setOpened(true);
    setOpen(true);
  }, []);

  const close = useCallback(() => {
    setOpen(false);
    returnFocus.current?.focus();
  }, []);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() === "k" && (event.metaKey || event.ctrlKey) && !event.altKey && !event.shiftKey) {
        event.preventDefault();
        openPalette();
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [openPalette]);

  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    openPalette();
  };

  return (
    <>
      <a href="/search" onClick={onClick} aria-haspopup="dialog" aria-keyshortcuts="Control+K Meta+K" data-testid="search-trigger"
        className="inline-flex h-10 items-center gap-2 rounded-pill px-2.5 text-sm text-muted transition hover:bg-surface-2 hover:text-foreground lg:border lg:border-border lg:pr-2 lg:pl-3">
        <Search aria-hidden className="size-[18px]" />
        <span className="sr-only lg:not-sr-only">Search</span>
        <kbd aria-hidden className="hidden rounded-md border border-border bg-surface-2 px-1.5 py-0.5 font-sans text-[11px] text-subtle lg:inline">Ctrl K</kbd>
      </a>
      {opened ? <SearchPalette open={open} onClose={close} /> : null}
    </>
  );
}
