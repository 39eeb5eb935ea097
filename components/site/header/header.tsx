import { Icon } from "@/components/ui/icon";
import { getSiteSettings } from "@/lib/settings/queries";
import { scopingFormHref } from "@/lib/settings/links";
import { buttonClass } from "@/components/ui/button";
import { IntentLink } from "../intent-link.client";
import { ScopingLink } from "../scoping-link";
import { HeaderShell } from "./header-shell.client";
import { MobileMenu } from "./mobile-menu.client";
import { NavLinks } from "./nav-links.client";
import { ThemeToggle } from "./theme-toggle.client";
import { SearchShortcut } from "../search/search-shortcut.client";
import { Logo } from "../logo";
import { AnnouncementBar } from "../announcement-bar";

export async function Header() {
  const site = await getSiteSettings();
  return (
    <HeaderShell>
      {/* A browser paints what it has parsed whenever the HTML pauses: a bar parsed up to its menu shows the menu
          where the buttons after it belong, then moves it. The first paint waits for the marker that ends the
          header (React puts the link in <head>; Chromium waits for an element's start tag, the spec for its end). */}
      <link rel="expect" href="#header-end" blocking="render" />
      <AnnouncementBar announcement={site.announcement} />
      <div className="container-page flex h-16 items-center justify-between gap-4 md:h-[4.5rem]">
        <IntentLink href="/" aria-label={`${site.name} — home`} className="rounded-lg">
          <Logo name={site.name} />
        </IntentLink>
        <nav aria-label="Main" className="hidden md:block">
          <NavLinks orientation="row" />
        </nav>
        <div className="flex items-center gap-1">
          {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a plain link: with JavaScript a click opens the palette (SearchShortcut), without it /search loads */}
          <a
            href="/search"
            data-search-trigger=""
            aria-haspopup="dialog"
            aria-keyshortcuts="Control+K Meta+K"
            data-testid="search-trigger"
            className="inline-flex h-10 items-center gap-2 rounded-pill px-2.5 text-sm text-muted transition hover:bg-surface-2 hover:text-foreground lg:border lg:border-border lg:pr-2 lg:pl-3"
          >
            <Icon name="Search" className="size-[18px]" />
            <span className="sr-only lg:not-sr-only">Search</span>
            <kbd
              aria-hidden
              className="hidden rounded-md border border-border bg-surface-2 px-1.5 py-0.5 font-sans text-[11px] text-subtle lg:inline"
            >
              Ctrl K
            </kbd>
          </a>
          <SearchShortcut />
          <ThemeToggle />
          <ScopingLink utmSource="header" className={buttonClass({ size: "sm", className: "max-sm:hidden" })}>
            Get Started
          </ScopingLink>
          <MobileMenu studioName={site.name} scopingHref={scopingFormHref(site.scopingFormUrl, "mobile-menu")} />
        </div>
      </div>
      <span id="header-end" hidden />
    </HeaderShell>
  );
}
