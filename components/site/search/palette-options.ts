import type { SearchHit, SearchResults } from "@/lib/search/schema";

/** One choice in the palette's list: a recent search (fills the box), a result (opens it), or all results. */
export type PaletteOption =
  | { id: string; kind: "recent"; query: string }
  | { id: string; kind: "hit"; hit: SearchHit }
  | { id: string; kind: "all"; query: string };

export interface OptionGroup {
  id: string;
  label: string;
  options: PaletteOption[];
}

/** The palette's groups: recent searches while the box is empty, else the results by type and a last "see all". */
export function paletteGroups(query: string, recent: string[], results: SearchResults | undefined): OptionGroup[] {
  const trimmed = query.trim();
  if (!trimmed) {
    return recent.length
      ? [
          {
            id: "recent",
            label: "Recent searches",
            options: recent.map((q, i) => ({ id: `recent-${i}`, kind: "recent", query: q })),
          },
        ]
      : [];
  }
  const groups: OptionGroup[] = (results?.groups ?? []).map((group) => ({
    id: group.kind,
    label: group.label,
    options: group.hits.slice(0, 5).map((hit, i) => ({ id: `${group.kind}-${i}`, kind: "hit", hit })),
  }));
  return [
    ...groups,
    { id: "all", label: "Search page", options: [{ id: "all-results", kind: "all", query: trimmed }] },
  ];
}
