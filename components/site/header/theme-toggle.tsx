"use client";

import { Icon } from "@/components/ui/icon";
import { useTheme } from "next-themes";
import { Tooltip } from "@/components/ui/tooltip.client";

export function ThemeToggle() {
  const { resolvedTheme, setTheme } = useTheme();
  const next = resolvedTheme === "light" ? "dark" : "light";
  return (
    <Tooltip label="Toggle colour theme">
    <button
      type="button"
      onClick={() => setTheme(next)}
      aria-label="Toggle colour theme"
      className="js-only inline-flex size-10 items-center justify-center rounded-pill text-muted transition hover:bg-surface-2 hover:text-foreground"
    >
      <Icon name="Sun" className="hidden size-[18px] dark:block" />
      <Icon name="Moon" className="size-[18px] dark:hidden" />
    </button>
    </Tooltip>
  );
}
