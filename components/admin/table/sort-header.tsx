import { Icon } from "@/components/ui/icon";

/** A sortable column's header: a button that sorts by it, or flips the direction when it is the sort already. */
export function SortHeader({
  label,
  active,
  dir,
  onSort,
}: {
  label: string;
  active: boolean;
  dir: "asc" | "desc";
  onSort: () => void;
}) {
  const icon = !active ? "ArrowUpDown" : dir === "asc" ? "ArrowUp" : "ArrowDown";
  return (
    <button
      type="button"
      onClick={onSort}
      className="inline-flex items-center gap-1 rounded uppercase tracking-wider hover:text-foreground focus-visible:outline-2 focus-visible:outline-cyan"
    >
      {label}
      <Icon name={icon} className="size-3.5" />
      <span className="sr-only">{active ? `, sorted ${dir === "asc" ? "ascending" : "descending"}` : ", sort"}</span>
    </button>
  );
}
