// Invitations and password resets: one-time links (hashed, expiring) sent through the outbox, on both databases.
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { PrismaClient } from "@/generated/prisma/client";
import { verifyPassword } from "@/lib/auth/password";
import { sessionFromCookies } from "@/lib/auth/session";
import { SENT_LINK_BODY } from "@/lib/outbox/mailer";
import { runOutbox } from "@/lib/outbox/worker";
import { inviteMemberAction } from "@/lib/team/actions/team";
import { acceptInvitation, INVITATION_LIFETIME_MS, openInvitation } from "@/lib/team/invitations";
import {
  RESET_LIFETIME_MS,
  RESET_LIMITS,
  RESET_REQUESTED,
  requestPasswordReset,
  resetPassword,
} from "@/lib/team/password-reset";
import { LINK_INVALID } from "@/lib/team/schema";
import { DATABASE_KINDS, freshDatabase, type TestDatabase } from "../support/database";
import { depsFor, SECRET, seedTeam, type Team } from "../support/team";

const STRONG = "violet harbour kettle 42";
const tokenOf = (link: string) => link.split("/").pop()!;

describe.each(DATABASE_KINDS)("team links on %s", (kind) => {
  let database: TestDatabase;
  let prisma: PrismaClient;
  let team: Team;
  const smtp = process.env.SMTP_URL;
  let ip = 0;
  const context = () => ({ ip: `198.51.100.${++ip}`, studio: "Kairo Labs" });

  beforeAll(async () => {
    database = await freshDatabase(kind);
    prisma = database.prisma;
    team = await seedTeam(prisma);
  }, 240_000);
  afterAll(async () => {
    await database?.close();
  });
  afterEach(() => {
    if (smtp === undefined) delete process.env.SMTP_URL;
    else process.env.SMTP_URL = smtp;
  });

  const invite = async (email: string, role = "editor") => {
    const result = await inviteMemberAction.withDeps(depsFor(team.cookies.owner, prisma).deps)({ email, role });
    if (!result.ok) throw new Error(result.error);
    return result.data;
  };

  it("an invitation's link works once, for 72 hours, and creates the account with its role and a strong password", async () => {
    delete process.env.SMTP_URL;
    const { link, mailed, expiresAt } = await invite("Anna@Studio.test", "editor");
    expect(mailed).toBe(false);
    expect(link).toMatch(/\/admin\/login\/invite\/[A-Za-z0-9_-]{43}$/);
    expect(new Date(expiresAt).getTime() - Date.now()).toBeGreaterThan(INVITATION_LIFETIME_MS - 60_000);
    const token = tokenOf(link);
    const stored = await prisma.invitation.findFirstOrThrow({ where: { email: "anna@studio.test" } });
    expect(stored.tokenHash).not.toContain(token);
    expect(await prisma.outboxMessage.count()).toBe(0); // no SMTP: nothing queued, the owner copies the link

    const weak = await acceptInvitation(prisma, {
      token,
      name: "Anna",
      password: "password",
      confirmPassword: "password",
    });
    expect(weak).toMatchObject({ ok: false, code: "invalid" });
    const differ = await acceptInvitation(prisma, { token, name: "Anna", password: STRONG, confirmPassword: "other" });
    expect(differ).toMatchObject({ ok: false, error: "The two passwords are not the same." });
    expect(await prisma.user.count({ where: { email: "anna@studio.test" } })).toBe(0);

    const accepted = await acceptInvitation(prisma, { token, name: "Anna", password: STRONG, confirmPassword: STRONG });
    expect(accepted).toEqual({ ok: true, data: { email: "anna@studio.test" } });
    const anna = await prisma.user.findUniqueOrThrow({ where: { email: "anna@studio.test" } });
    expect(anna).toMatchObject({ role: "editor", name: "Anna", deactivatedAt: null });
    expect(await verifyPassword(STRONG, anna.passwordHash)).toBe(true);
    const again = await acceptInvitation(prisma, { token, name: "Eve", password: STRONG, confirmPassword: STRONG });
    expect(again).toEqual({ ok: false, code: "invalid", error: LINK_INVALID });

    const late = tokenOf((await invite("late@studio.test", "viewer")).link);
    const afterExpiry = new Date(Date.now() + INVITATION_LIFETIME_MS + 60_000);
    expect(await openInvitation(prisma, late, afterExpiry)).toBeNull();
    const expired = await acceptInvitation(
      prisma,
      { token: late, name: "Late", password: STRONG, confirmPassword: STRONG },
      afterExpiry,
    );
    expect(expired).toMatchObject({ ok: false, error: LINK_INVALID });
  });

  it("inviting an address again replaces its link; a member's address is refused; with SMTP the link is mailed and not kept once sent", async () => {
    delete process.env.SMTP_URL;
    const first = tokenOf((await invite("twice@studio.test")).link);
    const second = tokenOf((await invite("twice@studio.test", "author")).link);
    expect(await openInvitation(prisma, first)).toBeNull();
    expect(await openInvitation(prisma, second)).toMatchObject({ email: "twice@studio.test", role: "author" });
    const taken = await inviteMemberAction.withDeps(depsFor(team.cookies.owner, prisma).deps)({
      email: team.members.editor.email,
      role: "viewer",
    });
    expect(taken).toMatchObject({ ok: false, code: "invalid", error: expect.stringContaining("already in the team") });

    process.env.SMTP_URL = "smtp://127.0.0.1:9";
    const { link, mailed } = await invite("mailed@studio.test", "author");
    expect(mailed).toBe(true);
    const queued = await prisma.outboxMessage.findFirstOrThrow({ where: { recipient: "mailed@studio.test" } });
    expect(queued).toMatchObject({ kind: "invitation", body: expect.stringContaining(link) });
    const sent: string[] = [];
    await runOutbox(prisma, async (mail) => void sent.push(mail.text));
    expect(sent.some((text) => text.includes(link))).toBe(true);
    const after = await prisma.outboxMessage.findUniqueOrThrow({ where: { id: queued.id } });
    expect(after.sentAt).not.toBeNull();
    expect(after.body).toBe(SENT_LINK_BODY);
  });

  it("a reset request answers the same for any address and mails a link only to an active account", async () => {
    process.env.SMTP_URL = "smtp://127.0.0.1:9";
    await prisma.outboxMessage.deleteMany();
    const known = await requestPasswordReset(prisma, { email: team.members.viewer.email }, context());
    const unknown = await requestPasswordReset(prisma, { email: "nobody@team.test" }, context());
    const deactivated = await requestPasswordReset(prisma, { email: team.members.deactivated.email }, context());
    for (const answer of [known, unknown, deactivated])
      expect(answer).toEqual({ ok: true, data: { message: RESET_REQUESTED } });
    const messages = await prisma.outboxMessage.findMany();
    expect(messages.map((m) => [m.kind, m.recipient])).toEqual([["password-reset", team.members.viewer.email]]);
    expect(messages[0].body).toMatch(/\/admin\/login\/reset\/[A-Za-z0-9_-]{43}\n/);
  });

  it("reset requests are limited per client address and per account", async () => {
    process.env.SMTP_URL = "smtp://127.0.0.1:9";
    const one = { ip: "203.0.113.9", studio: "Kairo Labs" };
    for (let i = 0; i < RESET_LIMITS.perClient.limit; i++)
      expect(await requestPasswordReset(prisma, { email: `probe${i}@team.test` }, one)).toMatchObject({ ok: true });
    const refused = await requestPasswordReset(prisma, { email: team.members.author.email }, one);
    expect(refused).toMatchObject({
      ok: false,
      error: expect.stringMatching(/^Too many reset requests .* try again in \d+ minutes\.$/),
    });

    await prisma.outboxMessage.deleteMany();
    const email = team.members.author.email;
    for (let i = 0; i < RESET_LIMITS.perAccount.limit + 2; i++)
      expect(await requestPasswordReset(prisma, { email }, context())).toEqual({
        ok: true,
        data: { message: RESET_REQUESTED },
      });
    expect(await prisma.outboxMessage.count({ where: { recipient: email } })).toBe(RESET_LIMITS.perAccount.limit);
  });

  it("a reset link sets a strong password once, ends every session of the account and every other link of it", async () => {
    process.env.SMTP_URL = "smtp://127.0.0.1:9";
    await prisma.outboxMessage.deleteMany();
    const { email, id } = team.members.editor;
    await requestPasswordReset(prisma, { email }, context());
    await requestPasswordReset(prisma, { email }, context());
    const [older, newer] = (await prisma.outboxMessage.findMany({ orderBy: { createdAt: "asc" } })).map((m) =>
      tokenOf(/(\S+\/admin\/login\/reset\/\S+)/.exec(m.body)![1]),
    );
    const session = () => sessionFromCookies(team.cookies.editor, { secret: SECRET, prisma: async () => prisma });
    expect(await session()).toMatchObject({ email, role: "editor" });

    expect(await resetPassword(prisma, { token: newer, password: "short", confirmPassword: "short" })).toMatchObject({
      ok: false,
      code: "invalid",
    });
    const late = new Date(Date.now() + RESET_LIFETIME_MS + 60_000);
    expect(await resetPassword(prisma, { token: newer, password: STRONG, confirmPassword: STRONG }, late)).toEqual({
      ok: false,
      code: "invalid",
      error: LINK_INVALID,
    });
    expect(await resetPassword(prisma, { token: newer, password: STRONG, confirmPassword: STRONG })).toEqual({
      ok: true,
      data: { email },
    });
    const user = await prisma.user.findUniqueOrThrow({ where: { id } });
    expect(await verifyPassword(STRONG, user.passwordHash)).toBe(true);
    expect(await session()).toBeNull();
    expect(await prisma.adminSessionRecord.count({ where: { userId: id } })).toBe(0);
    for (const token of [newer, older])
      expect(await resetPassword(prisma, { token, password: STRONG, confirmPassword: STRONG })).toMatchObject({
        ok: false,
        error: LINK_INVALID,
      });
    expect(await prisma.auditLog.findFirst({ where: { action: "reset-password", entityId: email } })).toMatchObject({
      actorEmail: email,
    });
  });
});
