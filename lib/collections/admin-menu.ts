import { DASHBOARD, FIXED_SECTIONS, type AdminSection } from "@/lib/admin/sections";
import { contentTypes } from "@/lib/content-types";

/** The admin side menu: the dashboard, each content type's list, then the fixed places. */
export const adminSections = (): AdminSection[] => [
  DASHBOARD,
  ...contentTypes.map((type) => ({ href: type.admin.path, label: type.admin.label, icon: type.admin.icon })),
  ...FIXED_SECTIONS,
];
