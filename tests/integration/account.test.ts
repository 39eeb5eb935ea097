import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generate } from "otplib";
import type { ReauthDeps } from "@/lib/account/reauthenticated";
import * as account from "@/lib/account/actions/account";
import { attemptLogin } from "@/lib/auth/login";
import { LOCKOUT_MESSAGE } from "@/lib/auth/lockout";
import { hashPassword, verifyPassword } from "@/lib/auth/password";
import { listSessions } from "@/lib/auth/session-records";
import { sessionFromCookies } from "@/lib/auth/session";
import { endAllSessions } from "@/lib/auth/revoke";
import { INVALID_CODE_MESSAGE, SECOND_FACTOR_REQUIRED } from "@/lib/auth/two-factor-messages";
import { WRONG_PASSWORD_MESSAGE } from "@/lib/auth/account-schema";
import { encode } from "next-auth/jwt";
import { DATABASE_KINDS, freshDatabase, type TestDatabase } from "../support/database";

const EMAIL = "owner@account.test";
const PASSWORD = "first-Correct-Horse-41";
const STRONG = "violet anchor tundra 71 quietly";
const SECRET = "integration-secret-0123456789abcdef";

describe.each(DATABASE_KINDS)("account security on %s", (kind) => {
  let database: TestDatabase;
  let userId: string;
  const signIn = (ip: string, extra: { password?: string; code?: string } = {}) =>
    attemptLogin(database.prisma, {
      email: EMAIL,
      password: extra.password ?? PASSWORD,
      ip,
      code: extra.code,
      userAgent: `agent ${ip}`,
    });
  /** A signed-in session's actions, sent from `ip` (the address the sign-in lockout counts a password re-check under). */
  const deps = (sessionId: string, ip = "10.0.9.9"): ReauthDeps => ({
    getSession: async () => ({ email: EMAIL, userId, sessionId, role: "owner" as const }),
    prisma: async () => database.prisma,
    revalidate: () => {},
    clientIp: async () => ip,
  });
  const cookieOf = async (sessionId: string) => {
    const user = await database.prisma.user.findUniqueOrThrow({ where: { id: userId } });
    const token = await encode({
      token: { email: EMAIL, sv: user.sessionVersion, signedInAt: Math.floor(Date.now() / 1000), sid: sessionId },
      secret: SECRET,
    });
    return { "next-auth.session-token": token };
  };
  /** Recovery codes of the two-factor setup in force, for sign-ins after it. */
  const recovery: string[] = [];
  const holds = async (sessionId: string) =>
    (await sessionFromCookies(await cookieOf(sessionId), { secret: SECRET, prisma: async () => database.prisma })) !==
    null;

  beforeAll(async () => {
    database = await freshDatabase(kind);
    userId = (await database.prisma.user.create({ data: { email: EMAIL, passwordHash: await hashPassword(PASSWORD) } }))
      .id;
  }, 240_000);
  afterAll(async () => {
    await database?.close();
  });

  it("each sign-in is a session that can be listed and ended on its own", async () => {
    const a = (await signIn("10.0.0.1"))!.sessionId;
    const b = (await signIn("10.0.0.2"))!.sessionId;
    expect((await listSessions(database.prisma, userId)).map((s) => [s.id, s.ip, s.userAgent])).toEqual([
      [b, "10.0.0.2", "agent 10.0.0.2"],
      [a, "10.0.0.1", "agent 10.0.0.1"],
    ]);
    expect(await account.endSessionAction.withDeps(deps(a))({ id: b })).toEqual({ ok: true, data: undefined });
    expect([await holds(a), await holds(b)]).toEqual([true, false]);
    expect(await account.endSessionAction.withDeps(deps(a))({ id: b })).toMatchObject({ ok: false, code: "not-found" });
  });

  it("a password change needs the current password and a strong new one, and signs out every other session at once", async () => {
    const here = (await signIn("10.0.1.1"))!.sessionId;
    const elsewhere = (await signIn("10.0.1.2"))!.sessionId;
    const change = account.changePasswordAction.withDeps(deps(here));
    expect(await change({ currentPassword: "wrong", newPassword: STRONG, confirmPassword: STRONG })).toMatchObject({
      ok: false,
      error: WRONG_PASSWORD_MESSAGE,
    });
    expect(
      await change({ currentPassword: PASSWORD, newPassword: "password1234", confirmPassword: "password1234" }),
    ).toMatchObject({ ok: false, error: expect.stringMatching(/too easy to guess/) });
    expect(await change({ currentPassword: PASSWORD, newPassword: "short", confirmPassword: "short" })).toMatchObject({
      ok: false,
      error: "Use at least 12 characters.",
    });
    expect(
      await change({ currentPassword: PASSWORD, newPassword: STRONG, confirmPassword: `${STRONG}x` }),
    ).toMatchObject({ ok: false, code: "invalid" });
    expect([await holds(here), await holds(elsewhere)]).toEqual([true, true]); // nothing changed yet

    expect(await change({ currentPassword: PASSWORD, newPassword: STRONG, confirmPassword: STRONG })).toMatchObject({
      ok: true,
      data: { ended: expect.any(Number) },
    });
    expect([await holds(here), await holds(elsewhere)]).toEqual([true, false]);
    const user = await database.prisma.user.findUniqueOrThrow({ where: { id: userId } });
    expect(await verifyPassword(STRONG, user.passwordHash)).toBe(true);
    expect((await listSessions(database.prisma, userId)).map((s) => s.id)).toEqual([here]);
    // Sign-out everywhere still ends this one too.
    await endAllSessions(database.prisma, EMAIL);
    expect(await holds(here)).toBe(false);
  });

  it("two-factor sign-in: set up with a code, then a sign-in needs a fresh code or an unused recovery code", async () => {
    const here = (await signIn("10.0.2.1", { password: STRONG }))!.sessionId;
    const started = await account.startTwoFactorAction.withDeps(deps(here))({ currentPassword: STRONG });
    if (!started.ok) throw new Error(started.error);
    expect(started.data.qrSvg).toContain("<svg");
    // Until it is confirmed, sign-in needs no code.
    expect(await signIn("10.0.2.2", { password: STRONG })).toMatchObject({ email: EMAIL });
    expect(await account.confirmTwoFactorAction.withDeps(deps(here))({ code: "000000" })).toMatchObject({
      ok: false,
      error: INVALID_CODE_MESSAGE,
    });
    const setupCode = await generate({ secret: started.data.secret });
    const confirmed = await account.confirmTwoFactorAction.withDeps(deps(here))({ code: setupCode });
    if (!confirmed.ok) throw new Error(confirmed.error);
    const codes = confirmed.data.recoveryCodes;
    expect(new Set(codes).size).toBe(10);
    const stored = await database.prisma.recoveryCode.findMany({ where: { userId } });
    expect(stored).toHaveLength(10);
    expect(stored.some((row) => codes.includes(row.codeHash))).toBe(false); // hashed, not the codes

    await expect(signIn("10.0.2.3", { password: STRONG })).rejects.toThrow(SECOND_FACTOR_REQUIRED);
    await expect(signIn("10.0.2.3", { password: STRONG, code: setupCode })).rejects.toThrow(INVALID_CODE_MESSAGE); // used at setup
    await expect(signIn("10.0.2.3", { password: STRONG, code: codes[0] })).resolves.toMatchObject({ email: EMAIL });
    await expect(signIn("10.0.2.3", { password: STRONG, code: codes[0] })).rejects.toThrow(INVALID_CODE_MESSAGE); // once only
    await expect(
      signIn("10.0.2.3", { password: STRONG, code: codes[1].toUpperCase().replace(/-/g, " ") }),
    ).resolves.toMatchObject({ email: EMAIL });
  });

  it("wrong codes count toward the lockout like wrong passwords", async () => {
    for (let i = 0; i < 5; i++)
      await expect(signIn("10.0.3.1", { password: STRONG, code: "123456" })).rejects.toThrow(INVALID_CODE_MESSAGE);
    const codes = await database.prisma.recoveryCode.count({ where: { userId, usedAt: null } });
    await expect(signIn("10.0.3.1", { password: STRONG, code: "123456" })).rejects.toThrow(LOCKOUT_MESSAGE);
    expect(await database.prisma.recoveryCode.count({ where: { userId, usedAt: null } })).toBe(codes);
  });

  it("turning two-factor off needs the password and a current code (issue 60, #2), ends the other sessions, and then no code is asked", async () => {
    await expect(signIn("10.0.4.1", { password: STRONG })).rejects.toThrow(SECOND_FACTOR_REQUIRED);
    const user = await database.prisma.user.findUniqueOrThrow({ where: { id: userId } });
    const [sessionId, other] = (
      await database.prisma.adminSessionRecord.findMany({ where: { userId }, orderBy: { createdAt: "asc" } })
    ).map((s) => s.id);
    // Each try from an address of its own: the account's earlier failures make an address that failed wait.
    const off = (ip: string) => account.disableTwoFactorAction.withDeps(deps(sessionId, ip));
    const nextCode = () => generate({ secret: user.totpSecret!, epoch: Math.floor(Date.now() / 1000) + 30 });
    expect(await off("10.0.4.5")({ currentPassword: "nope", code: await nextCode() })).toMatchObject({
      ok: false,
      error: WRONG_PASSWORD_MESSAGE,
    });
    // The password alone, as a stolen session that guessed it would send: refused.
    expect(await off("10.0.4.6")({ currentPassword: STRONG })).toMatchObject({ ok: false, code: "invalid" });
    expect(await off("10.0.4.7")({ currentPassword: STRONG, code: "000000" })).toMatchObject({
      ok: false,
      error: INVALID_CODE_MESSAGE,
    });
    expect((await database.prisma.user.findUniqueOrThrow({ where: { id: userId } })).totpEnabledAt).not.toBeNull();
    expect(await off("10.0.4.8")({ currentPassword: STRONG, code: await nextCode() })).toEqual({
      ok: true,
      data: { ended: expect.any(Number) },
    });
    expect(user.totpEnabledAt).not.toBeNull();
    expect(await database.prisma.recoveryCode.count({ where: { userId } })).toBe(0);
    expect([await holds(sessionId), await holds(other)]).toEqual([true, false]);
    await expect(signIn("10.0.4.2", { password: STRONG })).resolves.toMatchObject({ email: EMAIL });
  });

  it("turning two-factor on ends the account's other sessions (issue 60, #2)", async () => {
    const here = (await signIn("10.0.6.1", { password: STRONG }))!.sessionId;
    const elsewhere = (await signIn("10.0.6.2", { password: STRONG }))!.sessionId;
    const started = await account.startTwoFactorAction.withDeps(deps(here, "10.0.6.1"))({ currentPassword: STRONG });
    if (!started.ok) throw new Error(started.error);
    const confirmed = await account.confirmTwoFactorAction.withDeps(deps(here, "10.0.6.1"))({
      code: await generate({ secret: started.data.secret }),
    });
    expect(confirmed).toMatchObject({ ok: true, data: { ended: expect.any(Number) } });
    if (confirmed.ok) recovery.push(...confirmed.data.recoveryCodes);
    expect([await holds(here), await holds(elsewhere)]).toEqual([true, false]);
  });

  it("a password re-check is counted as a sign-in: guesses from a stolen session lock that address, and the right password is refused there too (issue 60, #2)", async () => {
    const stolen = (await signIn("10.0.7.1", { password: STRONG, code: recovery.shift()! }))!.sessionId;
    const thief = "198.51.100.77";
    const guesses = [
      () => account.changePasswordAction.withDeps(deps(stolen, thief)),
      () => account.startTwoFactorAction.withDeps(deps(stolen, thief)),
      () => account.disableTwoFactorAction.withDeps(deps(stolen, thief)),
    ];
    const input = (password: string) => ({
      currentPassword: password,
      newPassword: "azure kettle meadow 58 slowly",
      confirmPassword: "azure kettle meadow 58 slowly",
      code: "123456",
    });
    for (let i = 0; i < 5; i++)
      expect(await guesses[i % 3]()(input(`guess-${i}`))).toMatchObject({ ok: false, error: WRONG_PASSWORD_MESSAGE });
    const before = await database.prisma.user.findUniqueOrThrow({ where: { id: userId } });
    expect(await guesses[0]()(input(STRONG))).toMatchObject({ ok: false, error: LOCKOUT_MESSAGE });
    expect((await database.prisma.user.findUniqueOrThrow({ where: { id: userId } })).passwordHash).toBe(
      before.passwordHash,
    );
    // The same lock holds for signing in from there…
    await expect(signIn(thief, { password: STRONG })).rejects.toThrow(LOCKOUT_MESSAGE);
    // …and nobody is locked out elsewhere: the owner's own address signs in.
    await expect(signIn("10.0.7.2", { password: STRONG, code: recovery.shift()! })).resolves.toMatchObject({
      email: EMAIL,
    });
  });
});
