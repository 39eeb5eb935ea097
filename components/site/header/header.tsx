import { getSiteSettings } from "@/lib/settings/queries";
import { scopingFormHref } from "@/lib/settings/links";
import { buttonClass } from "@/components/ui/button";
import { IntentLink } from "../intent-link.client";
import { ScopingLink } from "../scoping-link";
import { HeaderShell } from "./header-shell";
import { MobileMenu } from "./mobile-menu";
import { NavLinks } from "./nav-links";
import { ThemeToggle } from "./theme-toggle";
import { Logo } from "../logo";
import { AnnouncementBar } from "../announcement-bar";

export async function Header() {
  const site = await getSiteSettings();
  return (
    <HeaderShell>
      <AnnouncementBar announcement={site.announcement} />
      <div className="container-page flex h-16 items-center justify-between gap-4 md:h-[4.5rem]">
        <IntentLink href="/" aria-label={`${site.name} — home`} className="rounded-lg">
          <Logo name={site.name} />
        </IntentLink>
        <nav aria-label="Main" className="hidden md:block">
          <NavLinks orientation="row" />
        </nav>
        <div className="flex items-center gap-1">
          <ThemeToggle />
          <ScopingLink utmSource="header" className={buttonClass({ size: "sm", className: "max-sm:hidden" })}>
            Get Started
          </ScopingLink>
          <MobileMenu studioName={site.name} scopingHref={scopingFormHref(site.scopingFormUrl, "mobile-menu")} />
        </div>
      </div>
    </HeaderShell>
  );
}
