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
          <SearchTrigger />
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
