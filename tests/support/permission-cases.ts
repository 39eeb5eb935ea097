import type { Prisma } from "@/generated/prisma/client";
import type { Permission } from "@/lib/access/permissions";
import { readSiteSettings } from "@/lib/settings/store";
import type { Fixtures, Team } from "./team";

type Tx = Prisma.TransactionClient;
/** Whose item a call acts on: the author's own draft, or someone else's (the owner's draft). */
export type Target = "own" | "others";

export interface ActionCase {
  /** The export's name in its "use server" module. */
  action: string;
  label?: string;
  /** What the call needs, written here independently of the code: the first is the permission the action declares.
   *  With `ownable`, the first is checked on the items the call names (an "own" grant holds on the author's own). */
  requires: Permission[];
  ownable?: boolean;
  /** The answer of an allowed call when it cannot be `ok` with this data (e.g. Migrate refuses a database with content). */
  allowedCode?: string;
  input: (ctx: { tx: Tx; fx: Fixtures; team: Team; target: Target; me: string }) => Promise<unknown> | unknown;
}

type Kind = "project" | "blog" | "testimonial";

const updatedAt = async (tx: Tx, kind: Kind, id: string) =>
  (kind === "project"
    ? await tx.project.findUniqueOrThrow({ where: { id } })
    : kind === "blog"
      ? await tx.blogPost.findUniqueOrThrow({ where: { id } })
      : await tx.testimonial.findUniqueOrThrow({ where: { id } })
  ).updatedAt.toISOString();

const lastRevision = async (tx: Tx, entity: Kind, itemId: string) =>
  (await tx.revision.findFirstOrThrow({ where: { entity, itemId }, orderBy: { id: "desc" } })).id;

const project = (status = "draft") => ({ title: "Matrix Project", description: "d", serviceId: "saas", status });
const post = (status = "draft") => ({
  title: "Matrix Post",
  content: "Body",
  authorName: "A",
  publishedAt: new Date().toISOString(),
  status,
});

const testimonial = (status = "draft") => ({ title: "Matrix Client", quote: "They shipped.", status });

const content = (kind: Kind) => {
  const item = (status?: string) =>
    kind === "project" ? project(status) : kind === "blog" ? post(status) : testimonial(status);
  const cases: ActionCase[] = [
    {
      action: "createItemAction",
      label: `createItemAction (${kind}, draft)`,
      requires: ["content.create"],
      input: () => ({ type: kind, item: item() }),
    },
    {
      action: "createItemAction",
      label: `createItemAction (${kind}, published)`,
      requires: ["content.create", "content.publish"],
      input: () => ({ type: kind, item: item("published") }),
    },
    {
      action: "updateItemAction",
      label: `updateItemAction (${kind}, draft)`,
      requires: ["content.edit"],
      ownable: true,
      input: async ({ tx, fx, target }) => ({
        type: kind,
        id: fx[kind][target],
        openedAt: await updatedAt(tx, kind, fx[kind][target]),
        item: item(),
      }),
    },
    {
      action: "updateItemAction",
      label: `updateItemAction (${kind}, publishing)`,
      requires: ["content.edit", "content.publish"],
      ownable: true,
      input: async ({ tx, fx, target }) => ({
        type: kind,
        id: fx[kind][target],
        openedAt: await updatedAt(tx, kind, fx[kind][target]),
        item: item("published"),
      }),
    },
    {
      action: "setStatusAction",
      label: `setStatusAction (${kind})`,
      requires: ["content.publish"],
      input: ({ fx }) => ({ type: kind, ids: [fx[kind].others], status: "published" }),
    },
    {
      action: "restoreRevisionAction",
      label: `restoreRevisionAction (${kind})`,
      requires: ["content.edit"],
      ownable: true,
      input: async ({ tx, fx, target }) => ({
        type: kind,
        id: fx[kind][target],
        revisionId: await lastRevision(tx, kind, fx[kind][target]),
        openedAt: await updatedAt(tx, kind, fx[kind][target]),
      }),
    },
    {
      action: "deleteItemsAction",
      label: `deleteItemsAction (${kind})`,
      requires: ["content.delete"],
      ownable: true,
      input: ({ fx, target }) => ({ type: kind, ids: [fx[kind][target]] }),
    },
    {
      action: "revokeSharePreviewAction",
      label: `revokeSharePreviewAction (${kind})`,
      requires: ["content.edit"],
      ownable: true,
      input: ({ fx, target }) => ({ kind, id: fx[kind][target] }),
    },
    {
      action: "sharePreviewAction",
      label: `sharePreviewAction (${kind})`,
      requires: ["content.edit"],
      ownable: true,
      // A testimonial has no page of its own to preview.
      ...(kind === "testimonial" ? { allowedCode: "not-found" } : {}),
      input: ({ fx, target }) => ({ kind, id: fx[kind][target] }),
    },
    {
      action: "submitForReviewAction",
      label: `submitForReviewAction (${kind})`,
      requires: ["content.submit"],
      ownable: true,
      input: ({ fx, target }) => ({ kind, id: fx[kind][target] }),
    },
    {
      action: "approveReviewAction",
      label: `approveReviewAction (${kind})`,
      requires: ["content.publish"],
      input: ({ fx }) => ({ kind, id: fx[kind].waiting }),
    },
    {
      action: "sendBackAction",
      label: `sendBackAction (${kind})`,
      requires: ["content.publish"],
      input: ({ fx }) => ({ kind, id: fx[kind].waiting, comment: "Shorter, please." }),
    },
  ];
  return cases;
};

/** Every admin server action, with what it needs and an input that works with the fixtures. A new action without a
 *  case here fails the matrix test. */
export const ACTION_CASES: ActionCase[] = [
  ...content("project"),
  ...content("blog"),
  ...content("testimonial"),
  {
    action: "restoreFromTrashAction",
    requires: ["trash.manage"],
    input: ({ fx }) => ({ ids: [fx.trashId] }),
  },
  {
    action: "saveDraftCopyAction",
    requires: ["content.create"],
    input: ({ fx }) => ({ entity: "project", itemId: fx.project.others, values: { title: "Typing" } }),
  },
  {
    action: "discardDraftCopyAction",
    requires: ["content.create"],
    input: ({ fx }) => ({ entity: "project", itemId: fx.project.others }),
  },
  {
    action: "saveMediaDetailsAction",
    requires: ["media.manage"],
    input: ({ fx }) => ({ id: fx.mediaId, alt: "New alt", focalX: 40, focalY: 60 }),
  },
  {
    action: "deleteMediaAction",
    requires: ["media.manage"],
    input: ({ fx }) => ({ id: fx.mediaId, confirmInUse: true }),
  },
  { action: "deleteUnusedMediaAction", requires: ["media.manage"], input: () => ({}) },
  {
    action: "addRedirectAction",
    requires: ["redirects.manage"],
    input: () => ({ fromPath: "/matrix-old", toPath: "/portfolio" }),
  },
  { action: "deleteRedirectAction", requires: ["redirects.manage"], input: ({ fx }) => ({ id: fx.redirectId }) },
  {
    action: "setLeadStatusAction",
    requires: ["leads.manage"],
    input: ({ fx }) => ({ ids: [fx.leadId], status: "won" }),
  },
  { action: "saveLeadNotesAction", requires: ["leads.manage"], input: ({ fx }) => ({ id: fx.leadId, notes: "Call" }) },
  { action: "deleteLeadAction", requires: ["leads.manage"], input: ({ fx }) => ({ id: fx.leadId }) },
  {
    action: "saveSiteSettingsAction",
    requires: ["settings.manage"],
    input: async ({ tx }) => {
      const { settings, updatedAt } = await readSiteSettings(tx);
      return { settings: { ...settings, tagline: "Changed by the matrix" }, updatedAt: updatedAt?.toISOString() ?? "" };
    },
  },
  { action: "checkIntegrityAction", requires: ["backups.manage"], input: () => ({}) },
  { action: "createBackupAction", requires: ["backups.manage"], input: () => ({}) },
  { action: "migrateAction", requires: ["backups.manage"], allowedCode: "invalid", input: () => ({}) },
  { action: "restoreBackupAction", requires: ["backups.manage"], input: ({ fx }) => ({ id: fx.backupId }) },
  { action: "checkDatabaseAction", requires: ["backups.manage"], input: () => ({}) },
  {
    action: "changePasswordAction",
    requires: ["account.self"],
    input: () => ({
      currentPassword: "team-test-password-4711",
      newPassword: "quartz lantern ferry 9",
      confirmPassword: "quartz lantern ferry 9",
    }),
  },
  { action: "endSessionAction", requires: ["account.self"], input: ({ me }) => ({ id: `other-${me}` }) },
  {
    action: "startTwoFactorAction",
    requires: ["account.self"],
    input: () => ({ currentPassword: "team-test-password-4711" }),
  },
  {
    action: "confirmTwoFactorAction",
    requires: ["account.self"],
    allowedCode: "invalid", // no setup was started: "Start the setup again."
    input: () => ({ code: "123456" }),
  },
  {
    action: "disableTwoFactorAction",
    requires: ["account.self"],
    allowedCode: "invalid", // the team's accounts have no second factor: "Two-factor sign-in is already off."
    input: () => ({ currentPassword: "team-test-password-4711", code: "123456" }),
  },
  {
    action: "inviteMemberAction",
    requires: ["users.manage"],
    input: () => ({ email: "new@team.test", role: "editor" }),
  },
  { action: "revokeInvitationAction", requires: ["users.manage"], input: ({ fx }) => ({ id: fx.invitationId }) },
  {
    action: "changeRoleAction",
    requires: ["users.manage"],
    input: ({ team }) => ({ userId: team.members.bystander.id, role: "author" }),
  },
  {
    action: "deactivateMemberAction",
    requires: ["users.manage"],
    input: ({ team }) => ({ userId: team.members.bystander.id }),
  },
  {
    action: "reactivateMemberAction",
    requires: ["users.manage"],
    input: ({ team }) => ({ userId: team.members.deactivated.id }),
  },
  {
    action: "transferOwnershipAction",
    requires: ["users.manage"],
    input: ({ team }) => ({ userId: team.members.bystander.id }),
  },
  { action: "setTwoFactorPolicyAction", requires: ["users.manage"], input: () => ({ required: false }) },
];

export interface RouteCase {
  /** The route file under app/api/admin and its method. */
  route: string;
  method: "GET" | "POST";
  label?: string;
  requires: Permission;
  /** The status of an allowed call with this request. */
  allowedStatus: number;
  params?: (fx: Fixtures) => Record<string, string>;
  request: (ctx: { tx: Tx; fx: Fixtures }) => Promise<{ path: string; init?: RequestInit }>;
}

const get = (path: string) => async () => ({ path });

/** Every admin route handler, with the permission it needs and a request that works with the fixtures. */
export const ROUTE_CASES: RouteCase[] = [
  { route: "export", method: "GET", requires: "backups.manage", allowedStatus: 200, request: get("/api/admin/export") },
  {
    route: "import",
    method: "POST",
    requires: "backups.manage",
    allowedStatus: 200,
    request: async () => ({
      path: "/api/admin/import?mode=preview",
      init: { method: "POST", body: JSON.stringify({ projects: [], blogs: [] }) },
    }),
  },
  {
    route: "backups/[id]",
    method: "GET",
    requires: "backups.manage",
    allowedStatus: 200,
    params: (fx) => ({ id: fx.backupId }),
    request: async ({ fx }) => ({ path: `/api/admin/backups/${fx.backupId}` }),
  },
  { route: "media", method: "GET", requires: "content.read", allowedStatus: 200, request: get("/api/admin/media") },
  {
    route: "media",
    method: "POST",
    requires: "media.upload",
    allowedStatus: 422, // not an image: refused for what it is, after the permission let it through
    request: async () => ({
      path: "/api/admin/media",
      init: { method: "POST", body: "not an image", headers: { "x-file-name": "a.png" } },
    }),
  },
  {
    route: "slugs",
    method: "GET",
    requires: "content.read",
    allowedStatus: 200,
    request: get("/api/admin/slugs?kind=project&slug=free-slug"),
  },
  {
    route: "leads/export",
    method: "GET",
    requires: "leads.read",
    allowedStatus: 200,
    request: get("/api/admin/leads/export"),
  },
  {
    route: "blog-preview",
    method: "POST",
    requires: "content.create",
    allowedStatus: 200,
    request: async () => ({
      path: "/api/admin/blog-preview",
      init: { method: "POST", body: JSON.stringify({ content: "# Hello" }) },
    }),
  },
  {
    route: "revisions",
    method: "GET",
    requires: "content.read",
    allowedStatus: 200,
    request: async ({ tx, fx }) => {
      const id = (await tx.revision.findFirstOrThrow({ where: { entity: "project", itemId: fx.project.others } })).id;
      return { path: `/api/admin/revisions?entity=project&id=${fx.project.others}&from=${id}&to=${id}` };
    },
  },
  {
    route: "insight",
    method: "GET",
    requires: "content.read",
    allowedStatus: 200,
    request: get("/api/admin/insight?range=30&table=pages"),
  },
  ...(["leads", "audit", "project", "blog"] as const).map((table): RouteCase => ({
    route: "tables/[table]",
    method: "GET",
    label: `tables/${table}`,
    requires: { leads: "leads.read", audit: "audit.read", project: "content.read", blog: "content.read" }[
      table
    ] as Permission,
    allowedStatus: 200,
    params: () => ({ table }),
    request: get(`/api/admin/tables/${table}`),
  })),
];
