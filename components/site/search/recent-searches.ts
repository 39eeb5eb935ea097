// The visitor's own last searches, kept in their browser only (never sent anywhere).
const KEY = "studio:recent-searches";
const RECENT_LIMIT = 5;

export function readRecent(): string[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(KEY) ?? "[]");
    return Array.isArray(stored)
      ? stored.filter((item): item is string => typeof item === "string").slice(0, RECENT_LIMIT)
      : [];
  } catch {
    return [];
  }
}

/** Puts `query` first (once), keeping the last RECENT_LIMIT; returns the new list. */
export function rememberSearch(query: string): string[] {
  const trimmed = query.trim();
  const next = [trimmed, ...readRecent().filter((item) => item.toLowerCase() !== trimmed.toLowerCase())].slice(
    0,
    RECENT_LIMIT,
  );
  try {
    localStorage.setItem(KEY, JSON.stringify(next));
  } catch {
    // Storage full or disabled: recent searches are a convenience.
  }
  return next;
}

export function clearRecent(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // As above.
  }
}
