/** A place in the admin side menu: its address, its name (the top bar shows it) and its icon's key. */
export interface AdminSection {
  href: string;
  label: string;
  icon: string;
}

/** The menu's fixed places; each content type's list comes after the dashboard (lib/collections/admin-menu.ts). */
export const DASHBOARD: AdminSection = { href: "/admin", label: "Dashboard", icon: "dashboard" };
export const FIXED_SECTIONS: AdminSection[] = [
  { href: "/admin/case-studies", label: "Case Studies", icon: "case-studies" },
  { href: "/admin/media", label: "Media", icon: "media" },
  { href: "/admin/leads", label: "Leads", icon: "leads" },
  { href: "/admin/redirects", label: "Redirects", icon: "redirects" },
  { href: "/admin/audit", label: "Audit Log", icon: "audit" },
  { href: "/admin/trash", label: "Trash", icon: "trash" },
  { href: "/admin/settings", label: "Settings", icon: "settings" },
  { href: "/admin/account", label: "Account", icon: "account" },
];

const DEFAULT_SECTION_NAME = "Admin Panel";

/** The section a path belongs to, or undefined (the dashboard only matches /admin itself). */
export function sectionFor(sections: readonly AdminSection[], pathname: string): AdminSection | undefined {
  const path = pathname.replace(/\/+$/, "") || "/";
  return sections.find((s) =>
    s.href === "/admin" ? path === "/admin" : path === s.href || path.startsWith(`${s.href}/`),
  );
}

export const sectionName = (sections: readonly AdminSection[], pathname: string) =>
  sectionFor(sections, pathname)?.label ?? DEFAULT_SECTION_NAME;
