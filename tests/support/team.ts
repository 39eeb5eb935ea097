import { encode } from "next-auth/jwt";
import type { Prisma, PrismaClient } from "@/generated/prisma/client";
import { inTransaction } from "@/lib/db/transaction";
import { hashPassword } from "@/lib/auth/password";
import { sessionFromCookies } from "@/lib/auth/session";
import type { AdminDeps, AdminRouteDeps } from "@/lib/admin/action";
import { createBlogPost, createProject, createTestimonial } from "./content-actions";
import { testimonialInputSchema } from "@/lib/testimonials/schema";
import { projectFormSchema } from "@/lib/projects/schema";
import { blogInputSchema } from "@/lib/blog/schema";
import { moveToTrash } from "@/lib/trash/trash";
import { projectType } from "@/lib/projects/type";
import { createBackup } from "@/lib/backup/create";
import { hashToken } from "@/lib/team/tokens";

export const SECRET = "team-test-secret-0123456789abcdef";
export const PASSWORD = "team-test-password-4711";

/** Who calls: the four roles, and an account the owner deactivated (its cookie was valid before). */
export const ACTORS = ["owner", "editor", "author", "viewer", "deactivated"] as const;
export type Actor = (typeof ACTORS)[number];

export interface Member {
  id: string;
  email: string;
}

export interface Team {
  members: Record<Actor | "bystander", Member>;
  cookies: Record<Actor, Record<string, string>>;
}

/** What the app's jwt callback writes at sign-in (lib/auth/options.ts). */
export const sessionToken = (email: string, sid: string, sv = 0) =>
  encode({ token: { email, sv, signedInAt: Math.floor(Date.now() / 1000), sid }, secret: SECRET });

/** Creates the team: one account per role, a deactivated editor and a bystander viewer (the target of the owner's team
 *  actions), each signed in twice ("current" and "other" sessions), all with PASSWORD. */
export async function seedTeam(prisma: PrismaClient): Promise<Team> {
  const passwordHash = await hashPassword(PASSWORD);
  const roles: Record<Actor | "bystander", string> = {
    owner: "owner",
    editor: "editor",
    author: "author",
    viewer: "viewer",
    deactivated: "editor",
    bystander: "viewer",
  };
  const members = {} as Team["members"];
  const cookies = {} as Team["cookies"];
  for (const [name, role] of Object.entries(roles) as [Actor | "bystander", string][]) {
    const email = `${name}@team.test`;
    const user = await prisma.user.create({
      data: {
        email,
        name: `The ${name}`,
        role,
        passwordHash,
        deactivatedAt: name === "deactivated" ? new Date() : null,
      },
    });
    await prisma.adminSessionRecord.createMany({
      data: [
        { id: `current-${name}`, userId: user.id },
        { id: `other-${name}`, userId: user.id },
      ],
    });
    members[name] = { id: user.id, email };
    if (name !== "bystander")
      cookies[name] = { "next-auth.session-token": await sessionToken(email, `current-${name}`) };
  }
  return { members, cookies };
}

/** An admin action's dependencies for a signed-in browser's cookies, on one database client (a test transaction). */
export function depsFor(cookies: Record<string, string>, prisma: Prisma.TransactionClient | PrismaClient) {
  const client = async () => prisma as PrismaClient;
  const getSession = () => sessionFromCookies(cookies, { secret: SECRET, prisma: client });
  const revalidated: string[] = [];
  const deps: AdminDeps & AdminRouteDeps = {
    getSession,
    prisma: client,
    revalidate: (tags: string[]) => revalidated.push(...tags),
  };
  return { deps, revalidated };
}

const ROLLBACK = new Error("rolled back on purpose");

/** Runs `work` in a transaction that is always rolled back: every call of the matrix starts from the same data. Admin
 *  actions given this transaction as their client run inside it (lib/db/transaction.ts reuses an open one). */
export async function rolledBack(prisma: PrismaClient, work: (tx: Prisma.TransactionClient) => Promise<void>) {
  await inTransaction(
    prisma,
    async (tx) => {
      await work(tx);
      throw ROLLBACK;
    },
    { timeout: 120_000, maxWait: 10_000 },
  ).catch((error: unknown) => {
    if (error !== ROLLBACK) throw error;
  });
}

export interface Fixtures {
  /** Drafts by the owner ("others' work" for an author) and by the author (its own). */
  project: { others: string; own: string; waiting: string };
  blog: { others: string; own: string; waiting: string };
  testimonial: { others: string; own: string; waiting: string };
  trashId: string;
  leadId: string;
  redirectId: string;
  mediaId: string;
  backupId: string;
  invitationId: string;
}

const projectData = (title: string) =>
  projectFormSchema.parse({ title, description: `${title}: a draft.`, serviceId: "saas", status: "draft" });
const postData = (title: string) =>
  blogInputSchema.parse({
    title,
    content: `${title}: a draft.`,
    authorName: "A",
    publishedAt: new Date(),
    status: "draft",
  });

const testimonialData = (title: string) =>
  testimonialInputSchema.parse({ title, quote: `${title}: a draft.`, status: "draft" });

/** The records the matrix acts on. */
export async function seedFixtures(prisma: PrismaClient, team: Team): Promise<Fixtures> {
  const by = (who: Member) => ({ actor: who.email, userId: who.id });
  const { owner, author } = team.members;
  const project = {
    others: (await createProject(prisma, projectData("Owner Draft"), undefined, by(owner))).id,
    own: (await createProject(prisma, projectData("Author Draft"), undefined, by(author))).id,
    waiting: (await createProject(prisma, projectData("Author Waiting"), undefined, by(author))).id,
  };
  const blog = {
    others: (await createBlogPost(prisma, postData("Owner Post"), undefined, by(owner))).id,
    own: (await createBlogPost(prisma, postData("Author Post"), undefined, by(author))).id,
    waiting: (await createBlogPost(prisma, postData("Author Waiting Post"), undefined, by(author))).id,
  };
  const testimonial = {
    others: (await createTestimonial(prisma, testimonialData("Owner Quote"), undefined, by(owner))).id,
    own: (await createTestimonial(prisma, testimonialData("Author Quote"), undefined, by(author))).id,
    waiting: (await createTestimonial(prisma, testimonialData("Author Waiting Quote"), undefined, by(author))).id,
  };
  await prisma.testimonial.update({ where: { id: testimonial.waiting }, data: { reviewRequestedAt: new Date() } });
  await prisma.project.update({ where: { id: project.waiting }, data: { reviewRequestedAt: new Date() } });
  await prisma.blogPost.update({ where: { id: blog.waiting }, data: { reviewRequestedAt: new Date() } });
  const trashed = await createProject(prisma, projectData("Trashed"), undefined, by(owner));
  const [moved] = await inTransaction(prisma, (tx) => moveToTrash(tx, projectType, [trashed.id], owner.email));
  const lead = await prisma.lead.create({
    data: { firstName: "Lea", lastName: "D", email: "lead@x.test", subject: "s", message: "m" },
  });
  const redirect = await prisma.redirect.create({ data: { fromPath: "/old-team-page", toPath: "/portfolio" } });
  const media = await prisma.media.create({
    data: {
      key: "f".repeat(32),
      url: `/media/${"f".repeat(32)}`,
      fileName: "team.png",
      mimeType: "image/png",
      bytes: 10,
      width: 10,
      height: 10,
      alt: "Team",
      blurDataUrl: "data:image/webp;base64,AAAA",
      createdBy: owner.email,
    },
  });
  const backup = await createBackup(prisma, "manual");
  const invitation = await prisma.invitation.create({
    data: {
      email: "invited@team.test",
      role: "author",
      tokenHash: hashToken("x".repeat(43)),
      invitedBy: owner.email,
      expiresAt: new Date(Date.now() + 3_600_000),
    },
  });
  return {
    project,
    blog,
    testimonial,
    trashId: moved.trashId,
    leadId: lead.id,
    redirectId: redirect.id,
    mediaId: media.id,
    backupId: backup.id,
    invitationId: invitation.id,
  };
}

/** Everything an admin call could change, to compare before and after a refusal. */
export async function everything(prisma: Prisma.TransactionClient) {
  const [
    projects,
    blogs,
    testimonials,
    leads,
    users,
    sessions,
    audit,
    trash,
    redirects,
    media,
    backups,
    settings,
    invitations,
  ] = await Promise.all([
    prisma.project.findMany({ orderBy: { id: "asc" } }),
    prisma.blogPost.findMany({ orderBy: { id: "asc" } }),
    prisma.testimonial.findMany({ orderBy: { id: "asc" } }),
    prisma.lead.findMany({ orderBy: { id: "asc" } }),
    prisma.user.findMany({ orderBy: { id: "asc" } }),
    prisma.adminSessionRecord.count(),
    prisma.auditLog.count(),
    prisma.trashItem.count(),
    prisma.redirect.findMany({ orderBy: { id: "asc" } }),
    prisma.media.findMany({ orderBy: { id: "asc" } }),
    prisma.backup.count(),
    prisma.siteSettings.findMany(),
    prisma.invitation.findMany({ orderBy: { id: "asc" } }),
  ]);
  const drafts = await prisma.draftCopy.count();
  const revisions = await prisma.revision.count();
  const outbox = await prisma.outboxMessage.count();
  const setting = await prisma.setting.findMany({ orderBy: { key: "asc" } });
  return JSON.stringify({
    projects,
    blogs,
    testimonials,
    leads,
    users,
    sessions,
    audit,
    trash,
    redirects,
    media,
    backups,
    settings,
    invitations,
    drafts,
    revisions,
    outbox,
    setting,
  });
}
