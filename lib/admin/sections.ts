import type { Permission } from "@/lib/access/permissions";

/** A place in the admin side menu: its address, its name (the top bar shows it), its icon's key, and the permission a
 *  role needs to see it (lib/access; each page checks the same permission on the server). */
export interface AdminSection {
  href: string;
  label: string;
  icon: string;
  permission: Permission;
  /** Other pages that belong to this place (the menu marks it current there). */
  also?: string[];
}

/** The menu's fixed places; each content type's list comes after the dashboard (lib/collections/admin-menu.ts). */
export const DASHBOARD: AdminSection = {
  href: "/admin",
  label: "Dashboard",
  icon: "dashboard",
  permission: "content.read",
};
export const FIXED_SECTIONS: AdminSection[] = [
  { href: "/admin/review", label: "Waiting for review", icon: "review", permission: "content.publish" },
  { href: "/admin/media", label: "Media", icon: "media", permission: "content.read" },
  { href: "/admin/leads", label: "Leads", icon: "leads", permission: "leads.read" },
  { href: "/admin/redirects", label: "Redirects", icon: "redirects", permission: "content.read" },
  { href: "/admin/audit", label: "Audit Log", icon: "audit", permission: "audit.read" },
  { href: "/admin/trash", label: "Trash", icon: "trash", permission: "trash.manage" },
  { href: "/admin/users", label: "Users", icon: "users", permission: "users.manage" },
  { href: "/admin/settings", label: "Settings", icon: "settings", permission: "settings.manage" },
  { href: "/admin/system", label: "System", icon: "system", permission: "backups.manage" },
  { href: "/admin/account", label: "Account", icon: "account", permission: "account.self" },
];

const DEFAULT_SECTION_NAME = "Admin Panel";

/** The section a path belongs to, or undefined (the dashboard only matches /admin itself). */
export function sectionFor(sections: readonly AdminSection[], pathname: string): AdminSection | undefined {
  const path = pathname.replace(/\/+$/, "") || "/";
  const under = (href: string) => path === href || path.startsWith(`${href}/`);
  return sections.find((s) => (s.href === "/admin" ? path === "/admin" : [s.href, ...(s.also ?? [])].some(under)));
}

export const sectionName = (sections: readonly AdminSection[], pathname: string) =>
  sectionFor(sections, pathname)?.label ?? DEFAULT_SECTION_NAME;
