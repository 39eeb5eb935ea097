"use client";

import { useRouter } from "next/navigation";
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from "react";
import { Icon } from "@/components/ui/icon";
import { MAX_QUERY_LENGTH } from "@/lib/search/schema";
import { PaletteList } from "./palette-list";
import { paletteGroups, type PaletteOption } from "./palette-options";
import { clearRecent, readRecent, rememberSearch } from "./recent-searches";
import { usePaletteSearch } from "./use-palette-search";

const searchPage = (query: string) => `/search?q=${encodeURIComponent(query)}`;

/** The ⌘K / Ctrl-K search palette: a modal dialog (focus stays inside; Escape closes it and focus returns to
 *  where it was), results by type as you type, arrow keys to move, Enter to open, recent searches when empty. */
export function SearchPalette({ open, onClose }: { open: boolean; onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const router = useRouter();
  const restore = useRef<Element | null>(null); // where focus goes back to when the palette closes
  const close = () => {
    onClose();
    (restore.current as HTMLElement | null)?.focus?.();
  };
  const [query, setQuery] = useState("");
  const [recent, setRecent] = useState<string[]>([]);
  const [selection, setSelection] = useState<{ query: string; results: unknown; id: string } | null>(null);
  const state = usePaletteSearch(query);
  const results = state.status === "done" ? state.results : state.status === "loading" ? state.previous : undefined;
  const groups = useMemo(() => paletteGroups(query, recent, results), [query, recent, results]);
  const options = useMemo(() => groups.flatMap((group) => group.options), [groups]);
  // The highlighted option belongs to one query and its results: new results or a new query start with none
  // highlighted (the recent searches read again on opening keep it).
  const active =
    selection?.query === query && selection.results === results ? options.findIndex((o) => o.id === selection.id) : -1;
  const setActive = (index: number) => setSelection(options[index] ? { query, results, id: options[index].id } : null);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      setRecent(readRecent());
      restore.current = document.activeElement;
      element.showModal();
      input.current?.select();
    } else if (!open && element.open) element.close();
  }, [open]);

  const choose = (option: PaletteOption | undefined) => {
    if (option?.kind === "recent") {
      setQuery(option.query);
      input.current?.focus();
      return;
    }
    const chosen = query.trim();
    if (!chosen) return;
    setRecent(rememberSearch(chosen));
    setQuery(""); // the next opening starts empty, with this search among the recent ones
    if (option?.kind === "hit") {
      void fetch(`/api/search?q=${encodeURIComponent(chosen)}&record=1`, { keepalive: true }).catch(() => {});
      router.push(option.hit.href);
    } else router.push(searchPage(chosen));
    close();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === "Escape") {
      event.preventDefault();
      close();
    } else if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      if (!options.length) return;
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((active + step + options.length + (active < 0 && step < 0 ? 1 : 0)) % options.length);
    } else if (event.key === "Enter" && event.target === input.current) {
      event.preventDefault();
      choose(options[active] ?? options.find((option) => option.kind === "all"));
    } else if (event.key === "Tab") {
      const focusable = [...(dialog.current?.querySelectorAll<HTMLElement>("input, button") ?? [])];
      const edge = event.shiftKey ? focusable[0] : focusable.at(-1);
      if (document.activeElement === edge) {
        event.preventDefault();
        (event.shiftKey ? focusable.at(-1) : focusable[0])?.focus();
      }
    }
  };

  const activeId = options[active]?.id;
  const total = results?.total ?? 0;
  return (
    <dialog
      ref={dialog}
      aria-label="Search the site"
      onKeyDown={onKeyDown}
      onClose={() => {
        if (open) close();
      }}
      data-testid="search-palette"
      onClick={(event) => {
        if (event.target === dialog.current) close();
      }}
      className="mx-auto mt-[10vh] w-[min(40rem,calc(100vw-2rem))] overflow-hidden rounded-2xl border border-border bg-surface p-0 text-foreground shadow-2xl backdrop:bg-black/60"
    >
      <div className="flex items-center gap-3 border-b border-border px-4">
        <Icon name="Search" className="size-5 shrink-0 text-subtle" />
        <input
          ref={input}
          type="search"
          value={query}
          maxLength={MAX_QUERY_LENGTH}
          onChange={(event) => setQuery(event.target.value)}
          role="combobox"
          aria-expanded={options.length > 0}
          aria-controls="search-palette-list"
          aria-autocomplete="list"
          aria-activedescendant={activeId ? `palette-${activeId}` : undefined}
          aria-label="Search the site"
          placeholder="Search case studies, articles, services…"
          autoComplete="off"
          className="h-14 min-w-0 flex-1 bg-transparent text-base outline-none placeholder:text-subtle"
        />
        <button
          type="button"
          onClick={close}
          aria-label="Close search"
          className="grid size-9 shrink-0 place-items-center rounded-pill text-muted hover:bg-surface-2 hover:text-foreground"
        >
          <Icon name="X" className="size-4" />
        </button>
      </div>
      <PaletteList
        groups={groups}
        activeId={activeId}
        onActivate={choose}
        onHover={(id) => setActive(options.findIndex((o) => o.id === id))}
      />
      <PaletteStatus
        state={state}
        query={query}
        total={total}
        hasRecent={recent.length > 0}
        onClearRecent={() => {
          clearRecent();
          setRecent([]);
          input.current?.focus();
        }}
      />
    </dialog>
  );
}

function PaletteStatus({
  state,
  query,
  total,
  hasRecent,
  onClearRecent,
}: {
  state: ReturnType<typeof usePaletteSearch>;
  query: string;
  total: number;
  hasRecent: boolean;
  onClearRecent: () => void;
}) {
  const message =
    state.status === "error"
      ? state.message
      : state.status === "loading"
        ? "Searching…"
        : state.status === "done"
          ? total
            ? `${total} result${total === 1 ? "" : "s"}`
            : `No results for “${query.trim()}”. Try other words, or see the search page for suggestions.`
          : hasRecent
            ? ""
            : "Type to search case studies, articles, services and products.";
  return (
    <div className="flex items-center gap-3 border-t border-border px-4 py-2.5 text-xs text-muted">
      <p role="status" aria-live="polite" className={state.status === "error" ? "text-pink" : ""}>
        {message}
      </p>
      {!query.trim() && hasRecent ? (
        <button
          type="button"
          onClick={onClearRecent}
          className="ml-auto rounded-md px-2 py-1 font-medium text-accent-ink hover:bg-surface-2"
        >
          Clear recent
        </button>
      ) : (
        <span className="ml-auto hidden sm:inline">↑↓ to move · Enter to open · Esc to close</span>
      )}
    </div>
  );
}
