// The team's accounts: one owner always, deactivation, the two-factor rule, the first start's roles, the review
// workflow, and every change naming the person. Both databases.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PrismaClient } from "@/generated/prisma/client";
import { attemptLogin } from "@/lib/auth/login";
import { sessionFromCookies } from "@/lib/auth/session";
import { ensureAdmin } from "@/lib/auth/bootstrap";
import { setTwoFactorRequired } from "@/lib/access/two-factor-policy";
import { TWO_FACTOR_SETUP_MESSAGE } from "@/lib/access/check";
import {
  changeRoleAction,
  deactivateMemberAction,
  reactivateMemberAction,
  transferOwnershipAction,
} from "@/lib/team/actions/team";
import { OWNER_STAYS } from "@/lib/team/members";
import { createProjectAction, updateProjectAction } from "../support/content-actions";
import { approveReviewAction, sendBackAction, submitForReviewAction } from "@/lib/review/actions";
import { waitingForReview } from "@/lib/review/queries";
import { setLeadStatusAction } from "@/lib/leads/actions/lead";
import { endSessionAction } from "@/lib/account/actions/account";
import { auditListSchema, auditPage } from "@/lib/audit/list";
import { exportContent } from "@/lib/backup/export";
import { DATABASE_KINDS, freshDatabase, type TestDatabase } from "../support/database";
import { depsFor, PASSWORD, SECRET, seedTeam, type Actor, type Team } from "../support/team";

describe.each(DATABASE_KINDS)("the team's accounts on %s", (kind) => {
  let database: TestDatabase;
  let prisma: PrismaClient;
  let team: Team;
  const as = (actor: Actor) => depsFor(team.cookies[actor], prisma).deps;
  const owners = async () => (await prisma.user.findMany({ where: { role: "owner" } })).map((u) => u.email);
  const sessionOf = (actor: Actor) =>
    sessionFromCookies(team.cookies[actor], { secret: SECRET, prisma: async () => prisma });

  beforeAll(async () => {
    database = await freshDatabase(kind);
    prisma = database.prisma;
    team = await seedTeam(prisma);
  }, 240_000);
  afterAll(async () => {
    await database?.close();
  });

  it("there is always exactly one owner: it cannot be demoted or deactivated, and ownership moves whole", async () => {
    const { owner, editor, bystander } = team.members;
    const refused = { ok: false, code: "invalid", error: OWNER_STAYS };
    expect(await changeRoleAction.withDeps(as("owner"))({ userId: owner.id, role: "editor" })).toEqual(refused);
    expect(await deactivateMemberAction.withDeps(as("owner"))({ userId: owner.id })).toEqual(refused);
    expect(await changeRoleAction.withDeps(as("owner"))({ userId: editor.id, role: "owner" })).toMatchObject({
      ok: false,
      code: "invalid",
    });
    expect(await owners()).toEqual([owner.email]);

    // Two transfers at once (two tabs): the team's lock takes them one after the other; one owner remains.
    const results = await Promise.all([
      transferOwnershipAction.withDeps(as("owner"))({ userId: editor.id }),
      transferOwnershipAction.withDeps(as("owner"))({ userId: bystander.id }),
    ]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    // The other is refused: before the lock by its session (read once the first committed) or under it.
    expect(results.find((r) => !r.ok)).toMatchObject({ code: "forbidden" });
    const now = await owners();
    expect(now).toHaveLength(1);
    expect([editor.email, bystander.email]).toContain(now[0]);
    expect((await prisma.user.findUniqueOrThrow({ where: { id: owner.id } })).role).toBe("editor");
    // The former owner lost the team with the transfer, at once (the role is read with every request).
    expect(await changeRoleAction.withDeps(as("owner"))({ userId: bystander.id, role: "author" })).toMatchObject({
      ok: false,
      code: "forbidden",
    });
    await prisma.user.update({
      where: { email: now[0] },
      data: { role: now[0] === editor.email ? "editor" : "viewer" },
    });
    await prisma.user.update({ where: { id: owner.id }, data: { role: "owner" } });
  });

  it("a deactivated account is signed out at once and cannot sign in; its content and audit entries stay", async () => {
    const { viewer } = team.members;
    const created = await prisma.auditLog.create({ data: { actorEmail: viewer.email, action: "x", entity: "y" } });
    expect(await sessionOf("viewer")).toMatchObject({ email: viewer.email, role: "viewer" });
    expect(await attemptLogin(prisma, { email: viewer.email, password: PASSWORD, ip: "192.0.2.10" })).toMatchObject({
      email: viewer.email,
    });
    expect(await deactivateMemberAction.withDeps(as("owner"))({ userId: viewer.id })).toEqual({
      ok: true,
      data: undefined,
    });
    expect(await sessionOf("viewer")).toBeNull();
    expect(await prisma.adminSessionRecord.count({ where: { userId: viewer.id } })).toBe(0);
    expect(await attemptLogin(prisma, { email: viewer.email, password: PASSWORD, ip: "192.0.2.11" })).toBeNull();
    expect(await prisma.auditLog.findUnique({ where: { id: created.id } })).not.toBeNull();
    expect(await prisma.auditLog.findFirst({ where: { action: "deactivate", entityId: viewer.email } })).toMatchObject({
      actorEmail: team.members.owner.email,
    });

    expect(await reactivateMemberAction.withDeps(as("owner"))({ userId: viewer.id })).toMatchObject({ ok: true });
    expect(await attemptLogin(prisma, { email: viewer.email, password: PASSWORD, ip: "192.0.2.12" })).toMatchObject({
      email: viewer.email,
    });
  });

  it("while the owner requires two-factor sign-in, an account without it may only set it up", async () => {
    await setTwoFactorRequired(prisma, true);
    try {
      const create = await createProjectAction.withDeps(as("editor"))({
        title: "Blocked",
        description: "d",
        serviceId: "saas",
      });
      expect(create).toEqual({
        ok: false,
        code: "forbidden",
        error: `${TWO_FACTOR_SETUP_MESSAGE} Nothing was changed.`,
      });
      expect(await prisma.project.count({ where: { title: "Blocked" } })).toBe(0);
      // Its own account stays open: that is where two-factor sign-in is set up.
      expect(await endSessionAction.withDeps(as("editor"))({ id: "other-editor" })).toMatchObject({ ok: true });
      await prisma.user.update({ where: { id: team.members.editor.id }, data: { totpEnabledAt: new Date() } });
      expect(
        await createProjectAction.withDeps(as("editor"))({ title: "Allowed", description: "d", serviceId: "saas" }),
      ).toMatchObject({ ok: true });
    } finally {
      await setTwoFactorRequired(prisma, false);
      await prisma.user.update({ where: { id: team.members.editor.id }, data: { totpEnabledAt: null } });
    }
  });

  it("an author's draft is theirs: submitted for review, sent back with a comment, approved and published by an editor", async () => {
    const author = as("author");
    const created = await createProjectAction.withDeps(author)({
      title: "Author Case",
      description: "d",
      serviceId: "saas",
    });
    if (!created.ok) throw new Error(created.error);
    const id = created.data.id;
    const row = () => prisma.project.findUniqueOrThrow({ where: { id } });
    expect(await row()).toMatchObject({ createdById: team.members.author.id, status: "draft" });
    const publishing = await createProjectAction.withDeps(author)({
      title: "Author Published",
      description: "d",
      serviceId: "saas",
      status: "published",
    });
    expect(publishing).toMatchObject({ ok: false, code: "forbidden" });

    const before = (await row()).updatedAt;
    expect(await submitForReviewAction.withDeps(author)({ kind: "project", id })).toEqual({
      ok: true,
      data: undefined,
    });
    expect((await row()).updatedAt).toEqual(before); // an open editor stays current
    expect((await waitingForReview(prisma)).map((r) => [r.title, r.author])).toEqual([["Author Case", "The author"]]);
    expect(await sendBackAction.withDeps(author)({ kind: "project", id, comment: "Mine" })).toMatchObject({
      code: "forbidden",
    });
    expect(
      await sendBackAction.withDeps(as("editor"))({ kind: "project", id, comment: "Add the results." }),
    ).toMatchObject({
      ok: true,
    });
    expect(await row()).toMatchObject({ reviewRequestedAt: null, reviewNote: "Add the results." });
    expect(await waitingForReview(prisma)).toEqual([]);

    await submitForReviewAction.withDeps(author)({ kind: "project", id });
    expect(await approveReviewAction.withDeps(author)({ kind: "project", id })).toMatchObject({ code: "forbidden" });
    expect(await approveReviewAction.withDeps(as("editor"))({ kind: "project", id })).toEqual({
      ok: true,
      data: undefined,
    });
    expect(await row()).toMatchObject({ status: "published", reviewRequestedAt: null, reviewNote: null });
    const revision = await prisma.revision.findFirstOrThrow({
      where: { entity: "project", itemId: id },
      orderBy: { id: "desc" },
    });
    expect(revision.author).toBe(team.members.editor.email);
    expect(await prisma.auditLog.findFirst({ where: { action: "approve", entityId: id } })).toMatchObject({
      actorEmail: team.members.editor.email,
    });
    // Published, it is the site's: its author no longer edits it.
    const update = await updateProjectAction.withDeps(author)({
      id,
      openedAt: (await row()).updatedAt.toISOString(),
      project: { title: "Changed", description: "d", serviceId: "saas", status: "published" },
    });
    expect(update).toMatchObject({ ok: false, code: "forbidden" });
    expect((await row()).title).toBe("Author Case");
  });

  it("a lead's status names who set it, and the audit log filters by person", async () => {
    const lead = await prisma.lead.create({
      data: { firstName: "A", lastName: "B", email: "a@lead.test", subject: "s", message: "m" },
    });
    expect(await setLeadStatusAction.withDeps(as("editor"))({ ids: [lead.id], status: "qualified" })).toMatchObject({
      ok: true,
    });
    expect(await prisma.lead.findUniqueOrThrow({ where: { id: lead.id } })).toMatchObject({
      status: "qualified",
      statusChangedBy: team.members.editor.email,
      statusChangedAt: expect.any(Date),
    });
    const page = await auditPage(prisma, auditListSchema.parse({ actor: team.members.editor.email, size: "100" }));
    expect(page.rows.length).toBeGreaterThan(0);
    expect(new Set(page.rows.map((r) => r.actorEmail))).toEqual(new Set([team.members.editor.email]));
    expect(page.rows.map((r) => r.action)).toContain("mark-qualified");
  });

  it("the content export holds no account, password hash or two-factor secret", async () => {
    await prisma.user.update({ where: { id: team.members.author.id }, data: { totpSecret: "JBSWY3DPEHPK3PXP" } });
    const file = JSON.stringify(await exportContent(prisma));
    const user = await prisma.user.findUniqueOrThrow({ where: { id: team.members.author.id } });
    for (const secret of [user.passwordHash, "JBSWY3DPEHPK3PXP", team.members.author.email, "passwordHash"])
      expect(file).not.toContain(secret);
  });
});

describe.each(DATABASE_KINDS)("the first start's accounts on %s", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await freshDatabase(kind);
  }, 240_000);
  afterAll(async () => {
    await database?.close();
  });

  it("ADMIN_EMAIL makes the owner of a new team, and an editor once there is an owner", async () => {
    const lines: string[] = [];
    await ensureAdmin(database.prisma, { ADMIN_EMAIL: "first@x.test", ADMIN_PASSWORD: "first-pass-123" }, (l) =>
      lines.push(l),
    );
    await ensureAdmin(database.prisma, { ADMIN_EMAIL: "second@x.test", ADMIN_PASSWORD: "second-pass-123" }, (l) =>
      lines.push(l),
    );
    const roles = await database.prisma.user.findMany({
      orderBy: { email: "asc" },
      select: { email: true, role: true },
    });
    expect(roles).toEqual([
      { email: "first@x.test", role: "owner" },
      { email: "second@x.test", role: "editor" },
    ]);
    expect(lines.join("\n")).toContain("second@x.test with ADMIN_PASSWORD (editor)");
    await database.prisma.user.deleteMany();
    await ensureAdmin(database.prisma, {}, () => {});
    expect(await database.prisma.user.findFirstOrThrow()).toMatchObject({ role: "owner" });
  });
});
