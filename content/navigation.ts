/** Header menu and footer company links. */

/** The home-page sections the header watches to highlight the active menu item. */
export type SectionId = "home" | "about" | "services" | "portfolio" | "why-us" | "faq" | "contact";

export interface LinkItem {
  name: string;
  href: string;
}

export interface MenuItem extends LinkItem {
  /** The home-page section the item points at; absent for items that are pages of their own. */
  section?: SectionId;
}

export const MENU_ITEMS: MenuItem[] = [
  { name: "Home", href: "/", section: "home" },
  { name: "About", href: "/#about", section: "about" },
  { name: "Services", href: "/#services", section: "services" },
  { name: "Portfolio", href: "/#portfolio", section: "portfolio" },
  { name: "Why Us", href: "/#why-us", section: "why-us" },
  { name: "FAQ", href: "/#faq", section: "faq" },
  { name: "Contact", href: "/#contact", section: "contact" },
  { name: "Products", href: "/products" },
];

/** In document order; the first one in view (top 20% / bottom 80% cut-off) is the current section. */
export const WATCHED_SECTIONS: SectionId[] = ["home", "about", "services", "portfolio", "why-us", "faq", "contact"];

export const FOOTER_COMPANY_LINKS: LinkItem[] = [
  { name: "About Us", href: "/#about" },
  { name: "Blog", href: "/blogs" },
  { name: "Engineering Blog", href: "/blog-external" },
  { name: "Reviews", href: "/reviews" },
  { name: "Privacy Policy", href: "/privacy-policy" },
];
