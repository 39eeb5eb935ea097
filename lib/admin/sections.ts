/** The admin side menu and the section names the top bar shows (default 'Admin Panel'). */
export const ADMIN_SECTIONS = [
  { href: "/admin", label: "Dashboard", icon: "dashboard" },
  { href: "/admin/portfolio", label: "Portfolios", icon: "portfolios" },
  { href: "/admin/case-studies", label: "Case Studies", icon: "case-studies" },
  { href: "/admin/blogs", label: "Blogs", icon: "blogs" },
  { href: "/admin/media", label: "Media", icon: "media" },
  { href: "/admin/leads", label: "Leads", icon: "leads" },
  { href: "/admin/redirects", label: "Redirects", icon: "redirects" },
  { href: "/admin/audit", label: "Audit Log", icon: "audit" },
  { href: "/admin/trash", label: "Trash", icon: "trash" },
  { href: "/admin/settings", label: "Settings", icon: "settings" },
  { href: "/admin/account", label: "Account", icon: "account" },
] as const;

export type AdminSection = (typeof ADMIN_SECTIONS)[number];
const DEFAULT_SECTION_NAME = "Admin Panel";

/** The section a path belongs to, or undefined (the dashboard only matches /admin itself). */
export function sectionFor(pathname: string): AdminSection | undefined {
  const path = pathname.replace(/\/+$/, "") || "/";
  return ADMIN_SECTIONS.find((s) =>
    s.href === "/admin" ? path === "/admin" : path === s.href || path.startsWith(`${s.href}/`),
  );
}

export const sectionName = (pathname: string) => sectionFor(pathname)?.label ?? DEFAULT_SECTION_NAME;
