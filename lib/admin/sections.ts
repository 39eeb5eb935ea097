import type { Permission } from "@/lib/access/permissions";

/** The admin side menu and the section names the top bar shows (default 'Admin Panel'); the menu shows a section to a
 *  role that holds its permission (lib/access), and each page checks the same permission on the server. */
export const ADMIN_SECTIONS = [
  { href: "/admin", label: "Dashboard", icon: "dashboard", permission: "content.read" },
  { href: "/admin/portfolio", label: "Portfolios", icon: "portfolios", permission: "content.read" },
  { href: "/admin/case-studies", label: "Case Studies", icon: "case-studies", permission: "content.read" },
  { href: "/admin/blogs", label: "Blogs", icon: "blogs", permission: "content.read" },
  { href: "/admin/review", label: "Waiting for review", icon: "review", permission: "content.publish" },
  { href: "/admin/media", label: "Media", icon: "media", permission: "content.read" },
  { href: "/admin/leads", label: "Leads", icon: "leads", permission: "leads.read" },
  { href: "/admin/redirects", label: "Redirects", icon: "redirects", permission: "content.read" },
  { href: "/admin/audit", label: "Audit Log", icon: "audit", permission: "audit.read" },
  { href: "/admin/trash", label: "Trash", icon: "trash", permission: "trash.manage" },
  { href: "/admin/users", label: "Users", icon: "users", permission: "users.manage" },
  { href: "/admin/settings", label: "Settings", icon: "settings", permission: "settings.manage" },
  { href: "/admin/account", label: "Account", icon: "account", permission: "account.self" },
] as const satisfies readonly { href: string; label: string; icon: string; permission: Permission }[];

export type AdminSection = (typeof ADMIN_SECTIONS)[number];
export const DEFAULT_SECTION_NAME = "Admin Panel";

/** The section a path belongs to, or undefined (the dashboard only matches /admin itself). */
export function sectionFor(pathname: string): AdminSection | undefined {
  const path = pathname.replace(/\/+$/, "") || "/";
  return ADMIN_SECTIONS.find((s) =>
    s.href === "/admin" ? path === "/admin" : path === s.href || path.startsWith(`${s.href}/`),
  );
}

export const sectionName = (pathname: string) => sectionFor(pathname)?.label ?? DEFAULT_SECTION_NAME;
