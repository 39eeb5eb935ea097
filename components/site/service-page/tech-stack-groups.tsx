import type { Accent } from "@/content/types";
import type { TechCategory } from "@/content/service-pages/types";
import { balancedGrid, balancedItem } from "@/components/ui/balanced-grid";
import { cn } from "@/lib/utils";
import { accentText } from "./accent";
import { Icon } from "@/components/ui/icon";

/** Technology stack groups: a title and its technologies as chips. */
export function TechStackGroups({ id, groups, accent }: { id: string; groups: TechCategory[]; accent: Accent }) {
  return (
    <ul className={cn("gap-4", balancedGrid(groups.length, 4))}>
      {groups.map((group, i) => (
        <li
          key={group.title}
          data-testid={`${id}-item`}
          className={cn(balancedItem(i, groups.length, 4), "rounded-card border border-border bg-surface p-6")}
        >
          <h3 className="flex items-center gap-2 text-base font-semibold">
            <Icon name={group.icon ?? "Blocks"} className={cn("size-4", accentText[accent])} />
            {group.title}
          </h3>
          <ul
            aria-label={group.title}
            className="mt-4 flex flex-wrap gap-2 *:rounded-pill *:bg-surface-2 *:px-3 *:py-1 *:text-xs *:font-medium *:text-muted"
          >
            {group.items.map((tech) => (
              <li key={tech}>{tech}</li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}
