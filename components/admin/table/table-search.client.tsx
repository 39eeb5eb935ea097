"use client";

import { useEffect, useState } from "react";
import { Icon } from "@/components/ui/icon";

const PAUSE_MS = 300;

/** The search box: the URL changes after a short pause in typing (or on Enter); a back step puts the old text back. */
export function TableSearch({
  value,
  onSearch,
  label,
}: {
  value: string;
  onSearch: (q: string) => void;
  label: string;
}) {
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    setText(value);
  }
  useEffect(() => {
    if (text.trim() === value) return;
    const timer = setTimeout(() => onSearch(text.trim()), PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text, value, onSearch]);
  return (
    <form
      role="search"
      onSubmit={(e) => {
        e.preventDefault();
        onSearch(text.trim());
      }}
      className="relative min-w-0 flex-1 sm:max-w-xs"
    >
      <Icon name="Search" className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted" />
      <input
        type="search"
        value={text}
        onChange={(e) => setText(e.target.value)}
        aria-label={label}
        placeholder={label}
        maxLength={200}
        className="h-10 w-full rounded-xl border border-border bg-background pl-9 pr-3 text-sm outline-none focus-visible:border-cyan focus-visible:ring-2 focus-visible:ring-cyan/40"
      />
    </form>
  );
}
