import { Icon } from "@/components/ui/icon";
import { cn } from "@/lib/utils";
import { Highlighted } from "./highlighted";
import type { OptionGroup, PaletteOption } from "./palette-options";

/** The palette's listbox, grouped; the active option is the input's aria-activedescendant. */
export function PaletteList({
  groups,
  activeId,
  onActivate,
  onHover,
}: {
  groups: OptionGroup[];
  activeId: string | undefined;
  onActivate: (option: PaletteOption) => void;
  onHover: (id: string) => void;
}) {
  return (
    <div
      id="search-palette-list"
      role="listbox"
      aria-label="Search results"
      className="max-h-[60vh] overflow-y-auto p-2"
    >
      {groups.map((group) => (
        <div key={group.id} role="group" aria-labelledby={`palette-group-${group.id}`} className="py-1">
          <div
            id={`palette-group-${group.id}`}
            className="px-3 py-1.5 text-xs font-semibold uppercase tracking-wider text-subtle"
          >
            {group.label}
          </div>
          {group.options.map((option) => (
            <div
              key={option.id}
              id={`palette-${option.id}`}
              role="option"
              aria-selected={option.id === activeId}
              data-testid="palette-option"
              onMouseMove={() => onHover(option.id)}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => onActivate(option)}
              className={cn(
                "flex cursor-pointer items-start gap-3 rounded-xl px-3 py-2.5 text-sm",
                option.id === activeId ? "bg-surface-2 ring-1 ring-accent-ink/40" : "",
              )}
            >
              <OptionBody option={option} />
            </div>
          ))}
        </div>
      ))}
    </div>
  );
}

function OptionBody({ option }: { option: PaletteOption }) {
  if (option.kind === "recent") {
    return (
      <>
        <Icon name="Clock" className="mt-0.5 size-4 shrink-0 text-subtle" />
        <span>{option.query}</span>
      </>
    );
  }
  if (option.kind === "all") {
    return (
      <>
        <Icon name="Search" className="mt-0.5 size-4 shrink-0 text-subtle" />
        <span>See all results for “{option.query}”</span>
        <Icon name="CornerDownLeft" className="ml-auto size-4 shrink-0 text-subtle" />
      </>
    );
  }
  return (
    <span className="min-w-0">
      <span className="block font-medium">
        <Highlighted segments={option.hit.title} />
      </span>
      {option.hit.snippet.length ? (
        <span className="mt-0.5 line-clamp-2 block text-muted">
          <Highlighted segments={option.hit.snippet} />
        </span>
      ) : null}
    </span>
  );
}
