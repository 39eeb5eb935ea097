import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { handleChatLead } from "@/lib/leads/chat";
import { handleContactMessage } from "@/lib/leads/contact";
import { CONTACT_TEXT, HONEYPOT_FIELD } from "@/lib/leads/schema";
import { hit } from "@/lib/rate-limit";
import { DATABASE_KINDS, freshDatabase, type TestDatabase } from "../support/database";

const valid = {
  firstName: "Asha",
  lastName: "Rao",
  email: "asha@example.com",
  subject: "A new app",
  message: "We need a booking app.",
};

function form(values: Record<string, string>) {
  const data = new FormData();
  for (const [k, v] of Object.entries(values)) data.set(k, v);
  return data;
}

describe.each(DATABASE_KINDS)("leads on %s", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await freshDatabase(kind);
  });
  afterAll(async () => {
    await database?.close();
  });
  const pointsOf = async (key: string) =>
    (await database.prisma.rateLimiterFlexible.findUnique({ where: { key } }))?.points ?? 0;
  beforeEach(async () => {
    await database.prisma.lead.deleteMany();
    await database.prisma.rateLimiterFlexible.deleteMany();
  });

  it("stores a valid contact message as a Lead and answers with success", async () => {
    const state = await handleContactMessage(form(valid), { prisma: database.prisma, ip: "1.1.1.1" });
    expect(state).toEqual({ status: "success", message: CONTACT_TEXT.success, values: {} });
    const leads = await database.prisma.lead.findMany();
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({ ...valid, source: "contact" });
  });

  it("rejects a missing field or a bad e-mail, keeping the visitor's text", async () => {
    const state = await handleContactMessage(form({ ...valid, email: "not-an-email" }), {
      prisma: database.prisma,
      ip: "1.1.1.2",
    });
    expect(state.status).toBe("error");
    expect(state.message).toBe("Please enter a valid e-mail address.");
    expect(state.values).toMatchObject({ ...valid, email: "not-an-email" });
    const blank = await handleContactMessage(form({ ...valid, subject: "   " }), {
      prisma: database.prisma,
      ip: "1.1.1.2",
    });
    expect(blank.status).toBe("error");
    expect(await database.prisma.lead.count()).toBe(0);
  });

  it("answers a filled honeypot with success but stores nothing", async () => {
    const state = await handleContactMessage(form({ ...valid, [HONEYPOT_FIELD]: "http://spam.example" }), {
      prisma: database.prisma,
      ip: "1.1.1.3",
    });
    expect(state.status).toBe("success");
    expect(await database.prisma.lead.count()).toBe(0);
  });

  // The numbers are docs/security.md's promise, written out: reading them back from the constant would let 500 pass.
  it("allows 5 messages per IP in 10 minutes, then says when to retry and keeps the text; other IPs still get through", async () => {
    for (let i = 0; i < 5; i++) {
      expect((await handleContactMessage(form(valid), { prisma: database.prisma, ip: "2.2.2.2" })).status).toBe(
        "success",
      );
    }
    expect(await database.prisma.lead.count()).toBe(5);
    // A flood past the limit: each refused with the message (a server action cannot answer 429), nothing stored.
    for (let i = 0; i < 3; i++) {
      const refused = await handleContactMessage(form(valid), { prisma: database.prisma, ip: "2.2.2.2" });
      expect(refused).toMatchObject({ status: "error", values: valid });
      // The window is 10 minutes and the first message was just sent: the wait is (about) all of it.
      expect([
        "You have sent several messages in a short time. Please try again in 10 minutes.",
        "You have sent several messages in a short time. Please try again in 9 minutes.",
      ]).toContain(refused.message);
    }
    expect(await database.prisma.lead.count()).toBe(5);
    // Refused messages count too (they do not reset the window): the limit plus the three refused.
    expect(await pointsOf("contact:2.2.2.2")).toBe(5 + 3);
    const other = { ...valid, email: "lee@example.com", message: "A legitimate message during the flood." };
    expect((await handleContactMessage(form(other), { prisma: database.prisma, ip: "3.3.3.3" })).status).toBe(
      "success",
    );
    expect(await database.prisma.lead.count()).toBe(6);
    expect(await database.prisma.lead.findFirst({ where: { email: "lee@example.com" } })).toMatchObject({
      ...other,
      source: "contact",
    });
    // ten minutes later the address may write again
    const row = await database.prisma.rateLimiterFlexible.findUnique({ where: { key: "contact:2.2.2.2" } });
    expect(row!.expire!.getTime() - Date.now()).toBeGreaterThan(9 * 60_000);
    expect(row!.expire!.getTime() - Date.now()).toBeLessThanOrEqual(10 * 60_000);
    await database.prisma.rateLimiterFlexible.update({
      where: { key: "contact:2.2.2.2" },
      data: { expire: new Date(Date.now() - 1) },
    });
    expect((await handleContactMessage(form(valid), { prisma: database.prisma, ip: "2.2.2.2" })).status).toBe(
      "success",
    );
  });

  it("allows 5 chat hand-offs per IP in 10 minutes, then stores nothing more; other IPs still get through", async () => {
    const handOff = (ip: string, n: number) =>
      handleChatLead(
        { email: `visitor${n}@example.com`, transcript: "Visitor: a human, please" },
        { prisma: database.prisma, ip },
      );
    for (let n = 0; n < 5; n++) expect(await handOff("6.6.6.6", n)).toEqual({ ok: true });
    expect(await handOff("6.6.6.6", 5)).toEqual({ ok: false });
    expect(await handOff("6.6.6.6", 6)).toEqual({ ok: false });
    expect(await database.prisma.lead.count({ where: { source: "chat" } })).toBe(5);
    const row = await database.prisma.rateLimiterFlexible.findUnique({ where: { key: "chat:6.6.6.6" } });
    expect(row!.expire!.getTime() - Date.now()).toBeGreaterThan(9 * 60_000);
    expect(row!.expire!.getTime() - Date.now()).toBeLessThanOrEqual(10 * 60_000);
    expect(await handOff("7.7.7.7", 7)).toEqual({ ok: true });
    expect(await database.prisma.lead.count({ where: { source: "chat" } })).toBe(6);
  });

  it("hit() allows up to the limit per window, then reports when to retry", async () => {
    expect(await hit("t", "k", 2, 60_000, database.prisma)).toEqual({ allowed: true, retryAfterSeconds: 0 });
    expect((await hit("t", "k", 2, 60_000, database.prisma)).allowed).toBe(true);
    const third = await hit("t", "k", 2, 60_000, database.prisma);
    expect(third.allowed).toBe(false);
    expect(third.retryAfterSeconds).toBeGreaterThan(50);
    expect(third.retryAfterSeconds).toBeLessThanOrEqual(60);
    expect((await hit("t", "other", 2, 60_000, database.prisma)).allowed).toBe(true);
    expect(await pointsOf("t:k")).toBe(3);
  });

  it("hit() lets exactly the limit through when the hits arrive at once (one atomic upsert per hit)", async () => {
    const answers = await Promise.all(Array.from({ length: 25 }, () => hit("burst", "k", 10, 60_000, database.prisma)));
    expect(answers.filter((answer) => answer.allowed)).toHaveLength(10);
    expect(await pointsOf("burst:k")).toBe(25);
  });

  it("hit() forgets hits older than the window", async () => {
    await database.prisma.rateLimiterFlexible.create({
      data: { key: "old:k", points: 9, expire: new Date(Date.now() - 1_000) },
    });
    expect((await hit("old", "k", 1, 60_000, database.prisma)).allowed).toBe(true);
  });

  it("still answers success when forwarding fails, and forwards the form's fields", async () => {
    const fetcher = vi.fn().mockRejectedValue(new Error("offline"));
    const state = await handleContactMessage(form(valid), {
      prisma: database.prisma,
      ip: "4.4.4.4",
      forwardUrl: "https://forms.example/x",
      origin: "https://site",
      fetcher,
    });
    expect(state.status).toBe("success");
    const body = fetcher.mock.calls[0][1].body as URLSearchParams;
    expect(Object.fromEntries(body)).toEqual({ ...valid, _captcha: "false", _next: "https://site" });
  });

  it("stores a chat hand-off with an e-mail as a Lead with source chat; rejects one without", async () => {
    expect(
      await handleChatLead(
        { email: "lee@example.com", transcript: "Visitor: I want to talk to a human" },
        { prisma: database.prisma, ip: "5.5.5.5" },
      ),
    ).toEqual({ ok: true });
    expect(
      await handleChatLead({ email: "nope", transcript: "x" }, { prisma: database.prisma, ip: "5.5.5.5" }),
    ).toEqual({ ok: false });
    const leads = await database.prisma.lead.findMany();
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({ source: "chat", email: "lee@example.com" });
  });
});
