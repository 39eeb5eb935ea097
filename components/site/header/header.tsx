import { Search } from "lucide-react";
import { site } from "@/content/settings";
import { buttonClass } from "@/components/ui/button";
import { IntentLink } from "../intent-link.client";
import { ScopingLink } from "../scoping-link";
import { HeaderShell } from "./header-shell";
import { MobileMenu } from "./mobile-menu";
import { NavLinks } from "./nav-links";
import { ThemeToggle } from "./theme-toggle";
import { SearchTrigger } from "../search/search-trigger.client";
import { Logo } from "../logo";

export function Header() {
  return (
    <HeaderShell>
      <div className="container-page flex h-16 items-center justify-between gap-4 md:h-[4.5rem]">
        <IntentLink href="/" aria-label={`${site.name} — home`} className="rounded-lg">
          <Logo />
        </IntentLink>
        <nav aria-label="Main" className="hidden md:block">
          <NavLinks orientation="row" />
        </nav>
        <div className="flex items-center gap-1">
          <SearchTrigger className="inline-flex h-10 items-center gap-2 rounded-pill px-2.5 text-sm text-muted transition hover:bg-surface-2 hover:text-foreground lg:border lg:border-border lg:pr-2 lg:pl-3">
            <Search aria-hidden className="size-[18px]" />
            <span className="sr-only lg:not-sr-only">Search</span>
            <kbd aria-hidden className="hidden rounded-md border border-border bg-surface-2 px-1.5 py-0.5 font-sans text-[11px] text-subtle lg:inline">Ctrl K</kbd>
          </SearchTrigger>
          <ThemeToggle />
          <ScopingLink utmSource="header" className={buttonClass({ size: "sm", className: "max-sm:hidden" })}>
            Get Started
          </ScopingLink>
          <MobileMenu />
        </div>
      </div>
    </HeaderShell>
  );
}
