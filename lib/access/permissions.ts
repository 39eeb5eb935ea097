import type { Role } from "./roles";

/** What a role may do. Each server action and admin route names one of these in its definition (lib/admin/action.ts),
 *  and each admin page that reads something checks one; the grants live in MATRIX alone. Capabilities, not content
 *  kinds: a new kind of content is governed by the content.* rows as they are. */
export const PERMISSIONS = {
  "content.read": "read the content, the media library, the redirects and the dashboard",
  "content.create": "create drafts",
  "content.edit": "edit content",
  "content.submit": "submit drafts for review",
  "content.publish": "publish, schedule, unpublish or review content",
  "content.delete": "delete content",
  "trash.manage": "restore deleted content from the trash",
  "media.upload": "upload images",
  "media.manage": "edit or delete images of the library",
  "redirects.manage": "add or delete redirects",
  "leads.read": "read the leads inbox",
  "leads.manage": "change, annotate or delete leads",
  "audit.read": "read the audit log",
  "users.manage": "manage the team",
  "settings.manage": "change the site's settings",
  "backups.manage": "make, download, restore or import backups",
  "account.self": "change their own password, two-factor sign-in and sessions",
} as const;

export type Permission = keyof typeof PERMISSIONS;

/** A grant: allowed, not allowed, or allowed only on items the account created ("own"). */
export type Grant = boolean | "own";

/** The one matrix: every permission by role. docs/team.md shows it as a table. */
export const MATRIX: Record<Permission, Record<Role, Grant>> = {
  "content.read": { owner: true, editor: true, author: true, viewer: true },
  "content.create": { owner: true, editor: true, author: true, viewer: false },
  "content.edit": { owner: true, editor: true, author: "own", viewer: false },
  "content.submit": { owner: true, editor: true, author: "own", viewer: false },
  "content.publish": { owner: true, editor: true, author: false, viewer: false },
  "content.delete": { owner: true, editor: true, author: "own", viewer: false },
  "trash.manage": { owner: true, editor: true, author: false, viewer: false },
  "media.upload": { owner: true, editor: true, author: true, viewer: false },
  "media.manage": { owner: true, editor: true, author: false, viewer: false },
  "redirects.manage": { owner: true, editor: true, author: false, viewer: false },
  "leads.read": { owner: true, editor: true, author: false, viewer: false },
  "leads.manage": { owner: true, editor: true, author: false, viewer: false },
  "audit.read": { owner: true, editor: true, author: true, viewer: true },
  "users.manage": { owner: true, editor: false, author: false, viewer: false },
  "settings.manage": { owner: true, editor: false, author: false, viewer: false },
  "backups.manage": { owner: true, editor: false, author: false, viewer: false },
  "account.self": { owner: true, editor: true, author: true, viewer: true },
};

export const grantOf = (role: Role, permission: Permission): Grant => MATRIX[permission][role];

/** Whether the role may use this permission at all (on every item, or on its own ones). */
export const can = (role: Role, permission: Permission): boolean => grantOf(role, permission) !== false;

/** Whether the role may use it on any item, not only its own. */
export const canAll = (role: Role, permission: Permission): boolean => grantOf(role, permission) === true;
