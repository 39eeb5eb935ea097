"use client";

import { Icon } from "@/components/ui/icon";
import { useTheme } from "next-themes";
import { Tooltip } from "@/components/ui/tooltip.client";

/** Every colour changes at once: no element's own transition runs for it. The sheet goes once two frames have
 *  drawn the new theme. */
function withoutTransitions(change: () => void) {
  const style = document.createElement("style");
  style.textContent = "*,*::before,*::after{transition:none!important}";
  document.head.append(style);
  change();
  requestAnimationFrame(() => requestAnimationFrame(() => style.remove()));
}

export function ThemeToggle() {
  const { resolvedTheme, setTheme } = useTheme();
  const next = resolvedTheme === "light" ? "dark" : "light";
  return (
    <Tooltip label="Toggle colour theme">
      <button
        type="button"
        onClick={() => withoutTransitions(() => setTheme(next))}
        aria-label="Toggle colour theme"
        className="js-only inline-flex size-10 items-center justify-center rounded-pill text-muted transition hover:bg-surface-2 hover:text-foreground"
      >
        <Icon name="Sun" className="hidden size-[18px] dark:block" />
        <Icon name="Moon" className="size-[18px] dark:hidden" />
      </button>
    </Tooltip>
  );
}
