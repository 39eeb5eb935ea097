/** The fixed roles of the back office, from most to least able. There is always exactly one owner. */
export const ROLES = ["owner", "editor", "author", "viewer"] as const;
export type Role = (typeof ROLES)[number];

/** The roles the owner can give in an invitation or a role change: ownership only moves by a transfer. */
export const ASSIGNABLE_ROLES = ["editor", "author", "viewer"] as const satisfies readonly Role[];
export type AssignableRole = (typeof ASSIGNABLE_ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = {
  owner: "Owner",
  editor: "Editor",
  author: "Author",
  viewer: "Viewer",
};

export const ROLE_SUMMARIES: Record<Role, string> = {
  owner: "Everything, including the team, settings, backups and restores.",
  editor: "All content, media and redirects; publishes and schedules; the leads inbox.",
  author: "Writes their own drafts and submits them for review; cannot publish or see leads.",
  viewer: "Reads the admin (dashboard, content, audit log); changes nothing.",
};

/** A stored role read strictly: anything unknown can do nothing more than a viewer. */
export const toRole = (value: string | null | undefined): Role =>
  (ROLES as readonly string[]).includes(value ?? "") ? (value as Role) : "viewer";
