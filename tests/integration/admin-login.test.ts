import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { attemptLogin, LockedOutError } from "@/lib/auth/login";
import { hashPassword } from "@/lib/auth/password";
import { DATABASE_KINDS, freshDatabase, type TestDatabase } from "../support/database";

// A fresh database and argon2 hashes per attempt: slow on the shared, loaded test machine.
vi.setConfig({ testTimeout: 120_000, hookTimeout: 180_000 });

describe.each(DATABASE_KINDS)("admin login on %s", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await freshDatabase(kind);
    await database.prisma.user.create({
      data: { email: "admin@test.dev", passwordHash: await hashPassword("right-password") },
    });
  });
  afterAll(async () => {
    await database?.close();
  });

  const now = new Date();
  const later = (min: number) => new Date(now.getTime() + min * 60_000);

  it("signs in with the right password and refuses a wrong one or an unknown account", async () => {
    expect(
      await attemptLogin(
        database.prisma,
        { email: " Admin@Test.dev ", password: "right-password", ip: "1.1.1.1" },
        now,
      ),
    ).toMatchObject({ email: "admin@test.dev" });
    expect(
      await attemptLogin(database.prisma, { email: "admin@test.dev", password: "wrong", ip: "1.1.1.1" }, now),
    ).toBeNull();
    expect(
      await attemptLogin(database.prisma, { email: "nobody@test.dev", password: "right-password", ip: "1.1.1.1" }, now),
    ).toBeNull();
  });

  it("refuses one account from one address after 5 failures for 15 minutes, even with the right password", async () => {
    const from = "2.2.2.2";
    for (let i = 0; i < 5; i++) {
      expect(
        await attemptLogin(database.prisma, { email: "admin@test.dev", password: "bad", ip: from }, later(40)),
      ).toBeNull();
    }
    await expect(
      attemptLogin(database.prisma, { email: "admin@test.dev", password: "right-password", ip: from }, later(41)),
    ).rejects.toThrow("Too many failed sign-in attempts. Please wait 15 minutes and try again.");
    const attempts = await database.prisma.loginAttempt.count({ where: { email: "admin@test.dev" } });
    await expect(
      attemptLogin(database.prisma, { email: "admin@test.dev", password: "bad", ip: from }, later(50)),
    ).rejects.toBeInstanceOf(LockedOutError);
    expect(await database.prisma.loginAttempt.count({ where: { email: "admin@test.dev" } })).toBe(attempts);
    expect(
      await attemptLogin(database.prisma, { email: "admin@test.dev", password: "right-password", ip: from }, later(57)),
    ).toMatchObject({ email: "admin@test.dev" });
  });

  it("failures for the owner from rotating addresses never lock the owner's own address out (issue 21, #2)", async () => {
    for (let i = 0; i < 12; i++) {
      expect(
        await attemptLogin(
          database.prisma,
          { email: "admin@test.dev", password: "bad", ip: `203.0.113.${i}` },
          later(60),
        ),
      ).toBeNull();
    }
    // An attacking address that failed already waits out the account's growing delay…
    await expect(
      attemptLogin(database.prisma, { email: "admin@test.dev", password: "guess", ip: "203.0.113.3" }, later(60)),
    ).rejects.toThrow(/for this account\. Please wait 3 minutes and try again/);
    // …while the owner's address, with no failures of its own, is checked and lets the right password in.
    expect(
      await attemptLogin(
        database.prisma,
        { email: "admin@test.dev", password: "right-password", ip: "192.0.2.10" },
        later(60),
      ),
    ).toMatchObject({ email: "admin@test.dev" });
  });

  it("refuses an address after 10 failures on any accounts", async () => {
    for (let i = 0; i < 10; i++) {
      await attemptLogin(database.prisma, { email: `guess${i}@test.dev`, password: "x", ip: "9.9.9.9" }, later(80));
    }
    await expect(
      attemptLogin(database.prisma, { email: "admin@test.dev", password: "right-password", ip: "9.9.9.9" }, later(81)),
    ).rejects.toBeInstanceOf(LockedOutError);
    expect(
      await attemptLogin(
        database.prisma,
        { email: "admin@test.dev", password: "right-password", ip: "8.8.8.8" },
        later(81),
      ),
    ).toMatchObject({ email: "admin@test.dev" });
  });

  it("attempts sent at once from one address get no more checks than the limit allows (issue 19: counted atomically)", async () => {
    const at = later(200);
    const results = await Promise.allSettled(
      Array.from({ length: 12 }, () =>
        attemptLogin(database.prisma, { email: "admin@test.dev", password: "bad", ip: "5.5.5.5" }, at),
      ),
    );
    const checked = results.filter((r) => r.status === "fulfilled");
    const refused = results.filter((r) => r.status === "rejected" && r.reason instanceof LockedOutError);
    expect({ checked: checked.length, refused: refused.length }).toEqual({ checked: 5, refused: 7 });
    expect(await database.prisma.loginAttempt.count({ where: { ip: "5.5.5.5" } })).toBe(5);
  });

  it("refuses a hostile e-mail or IP (huge, with NUL) as a failed attempt, not a server error", async () => {
    const email = `ad\u0000min${"x".repeat(100_000)}@test.dev`;
    const ip = `${"1.".repeat(5_000)}\u0000`;
    expect(await attemptLogin(database.prisma, { email, password: "x", ip }, later(120))).toBeNull();
    const stored = await database.prisma.loginAttempt.findFirst({ where: { createdAt: later(120) } });
    expect(stored).toMatchObject({ success: false });
    expect(stored?.email.length).toBe(254);
    expect(stored?.ip.length).toBe(64);
  });

  // Last: its attempts lie after every other test's clock.
  it("an address the owner signed in from keeps its own allowance after a flood from elsewhere (issue 60, #7)", async () => {
    // 16 failures from 16 addresses: the account's delay is at its 15-minute cap.
    for (let i = 0; i < 16; i++) {
      expect(
        await attemptLogin(
          database.prisma,
          { email: "admin@test.dev", password: "bad", ip: `198.51.100.${i}` },
          later(300),
        ),
      ).toBeNull();
    }
    // The owner mistypes once at their usual address (1.1.1.1 signed in above), then types it right: signed in.
    expect(
      await attemptLogin(database.prisma, { email: "admin@test.dev", password: "typo", ip: "1.1.1.1" }, later(300)),
    ).toBeNull();
    expect(
      await attemptLogin(
        database.prisma,
        { email: "admin@test.dev", password: "right-password", ip: "1.1.1.1" },
        later(300.5),
      ),
    ).toMatchObject({ email: "admin@test.dev" });
    // An address the account never signed in from still waits out the delay once it has failed itself.
    for (let i = 0; i < 16; i++)
      await attemptLogin(
        database.prisma,
        { email: "admin@test.dev", password: "bad", ip: `198.51.101.${i}` },
        later(302),
      );
    await expect(
      attemptLogin(
        database.prisma,
        { email: "admin@test.dev", password: "right-password", ip: "198.51.101.3" },
        later(302),
      ),
    ).rejects.toThrow(/for this account\. Please wait 15 minutes/);
    // The known address's own allowance still holds: 5 failures there lock it as any pair.
    for (let i = 0; i < 5; i++)
      await attemptLogin(database.prisma, { email: "admin@test.dev", password: "bad", ip: "1.1.1.1" }, later(303));
    await expect(
      attemptLogin(database.prisma, { email: "admin@test.dev", password: "right-password", ip: "1.1.1.1" }, later(303)),
    ).rejects.toThrow("Too many failed sign-in attempts. Please wait 15 minutes and try again.");
  });
});
