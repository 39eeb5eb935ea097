import { DASHBOARD, FIXED_SECTIONS, type AdminSection } from "@/lib/admin/sections";
import { can } from "@/lib/access/permissions";
import type { Role } from "@/lib/access/roles";
import { contentTypes } from "@/lib/content-types";

/** The admin side menu a role sees: the dashboard, each content type's list, then the fixed places, each only when the
 *  role holds its permission. */
export const adminSections = (role: Role): AdminSection[] =>
  [
    DASHBOARD,
    ...contentTypes.map((type): AdminSection => ({
      href: type.admin.path,
      label: type.admin.label,
      icon: type.admin.icon,
      permission: "content.read",
      also: type.admin.views?.map((view) => view.path),
    })),
    ...FIXED_SECTIONS,
  ].filter((section) => can(role, section.permission));
