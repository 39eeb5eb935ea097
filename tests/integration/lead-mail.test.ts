import net from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { SMTPServer } from "smtp-server";
import { handleContactMessage } from "@/lib/leads/contact";
import { handleChatLead } from "@/lib/leads/chat";
import { smtpSender } from "@/lib/outbox/mailer";
import { backoffMs, runOutbox } from "@/lib/outbox/worker";
import { metrics } from "@/lib/metrics/registry.mjs";
import { DATABASE_KINDS, freshDatabase, type TestDatabase } from "../support/database";

interface Received {
  from: string;
  to: string[];
  data: string;
}

/** A real SMTP server on 127.0.0.1 (no TLS, no auth) that keeps what it receives. */
function startSmtp(port: number, inbox: Received[]): Promise<SMTPServer> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        inbox.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          data: Buffer.concat(chunks).toString("utf8"),
        });
        callback();
      });
    },
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve(server));
  });
}

const stop = (server: SMTPServer) => new Promise<void>((resolve) => server.close(() => resolve()));

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

function form(values: Record<string, string>) {
  const data = new FormData();
  for (const [k, v] of Object.entries(values)) data.set(k, v);
  return data;
}

const contact = {
  firstName: "Asha",
  lastName: "Rao",
  email: "asha@example.com",
  subject: "A booking app",
  message: "We need a booking app for 40 clinics.",
};
const STUDIO = "hello@studio.test";

describe.each(DATABASE_KINDS)("new leads e-mailed through the outbox on %s", (kind) => {
  let database: TestDatabase;
  let port: number;
  let smtp: SMTPServer | undefined;
  const inbox: Received[] = [];
  let ip = 0;
  const context = () => ({
    prisma: database.prisma,
    ip: `10.0.0.${++ip}`,
    notice: { to: STUDIO },
    origin: "https://kairolabs.test",
  });

  beforeAll(async () => {
    database = await freshDatabase(kind);
    port = await freePort();
  }, 240_000);
  afterAll(async () => {
    if (smtp) await stop(smtp);
    await database?.close();
  });
  beforeEach(async () => {
    inbox.length = 0;
    await database.prisma.outboxMessage.deleteMany();
    await database.prisma.lead.deleteMany();
  });

  it("a contact message is stored with its e-mail queued, and the e-mail reaches the studio's address once", async () => {
    smtp = await startSmtp(port, inbox);
    const state = await handleContactMessage(form(contact), context());
    expect(state.status).toBe("success");
    // The submit queued the e-mail and returned: nothing was sent during the visitor's request.
    expect(inbox).toHaveLength(0);
    const [queued] = await database.prisma.outboxMessage.findMany();
    expect(queued).toMatchObject({ recipient: STUDIO, subject: "New lead: A booking app", attempts: 0, sentAt: null });

    const send = smtpSender(`smtp://127.0.0.1:${port}`, "Website <no-reply@studio.test>");
    expect(await runOutbox(database.prisma, send)).toEqual({ sent: 1, failed: 0, backlog: 0 });
    expect(inbox).toHaveLength(1);
    expect(inbox[0].to).toEqual([STUDIO]);
    expect(inbox[0].from).toBe("no-reply@studio.test");
    expect(inbox[0].data).toContain("Subject: New lead: A booking app");
    expect(inbox[0].data).toContain("Asha Rao <asha@example.com> wrote through Contact form");
    expect(inbox[0].data).toContain("We need a booking app for 40 clinics.");
    // Another pass sends nothing again.
    expect(await runOutbox(database.prisma, send)).toEqual({ sent: 0, failed: 0, backlog: 0 });
    expect(inbox).toHaveLength(1);
    expect(await metrics.registry.getSingleMetricAsString("studio_outbox_backlog")).toContain(
      "studio_outbox_backlog 0",
    );
  });

  it("a service page's CTA and a chat hand-off are recorded with their origin", async () => {
    await handleContactMessage(form({ ...contact, from: "/web-apps" }), context());
    await handleContactMessage(form({ ...contact, from: "https://evil.test" }), context());
    await handleChatLead({ email: "chat@example.com", transcript: "Visitor: hi", page: "/ai-calling" }, context());
    const leads = await database.prisma.lead.findMany({ orderBy: { createdAt: "asc" } });
    expect(leads.map((l) => [l.source, l.page])).toEqual([
      ["service-cta", "/web-apps"],
      ["contact", "/#contact"],
      ["chat", "/ai-calling"],
    ]);
    const mails = await database.prisma.outboxMessage.findMany({ orderBy: { createdAt: "asc" } });
    expect(mails.map((m) => m.body.split("\n")[0])).toEqual([
      "Asha Rao <asha@example.com> wrote through Service page CTA · /web-apps:",
      "Asha Rao <asha@example.com> wrote through Contact form · /#contact:",
      "Chat visitor <chat@example.com> wrote through Chat hand-off · /ai-calling:",
    ]);
  });

  it("while the mail server is down nothing is lost: retried with backoff, delivered once when it is back", async () => {
    if (smtp) await stop(smtp);
    smtp = undefined;
    await handleContactMessage(form(contact), context());
    const send = smtpSender(`smtp://127.0.0.1:${port}`);
    const t = new Date();
    expect(await runOutbox(database.prisma, send, t)).toEqual({ sent: 0, failed: 1, backlog: 1 });
    const failed = await database.prisma.outboxMessage.findFirstOrThrow();
    expect(failed).toMatchObject({ attempts: 1, sentAt: null, lockedUntil: null });
    expect(failed.lastError).toMatch(/ECONNREFUSED|connect/i);
    expect(failed.nextAttemptAt.getTime()).toBe(t.getTime() + backoffMs(1));
    expect(await metrics.registry.getSingleMetricAsString("studio_outbox_backlog")).toContain(
      "studio_outbox_backlog 1",
    );

    // Still down at the next attempt: the wait doubles.
    const t2 = new Date(t.getTime() + backoffMs(1));
    expect(await runOutbox(database.prisma, send, t2)).toMatchObject({ failed: 1 });
    expect((await database.prisma.outboxMessage.findFirstOrThrow()).nextAttemptAt.getTime()).toBe(
      t2.getTime() + backoffMs(2),
    );

    smtp = await startSmtp(port, inbox);
    // Before its time the message waits; at its time it goes, once.
    expect(await runOutbox(database.prisma, send, new Date(t2.getTime() + 1000))).toEqual({
      sent: 0,
      failed: 0,
      backlog: 1,
    });
    expect(await runOutbox(database.prisma, send, new Date(t2.getTime() + backoffMs(2)))).toEqual({
      sent: 1,
      failed: 0,
      backlog: 0,
    });
    expect(await runOutbox(database.prisma, send, new Date(t2.getTime() + 10 * backoffMs(2)))).toEqual({
      sent: 0,
      failed: 0,
      backlog: 0,
    });
    expect(inbox).toHaveLength(1);
    expect(await database.prisma.outboxMessage.findFirstOrThrow()).toMatchObject({ attempts: 3, lastError: null });
  });

  it("two runners at once never send the same message twice", async () => {
    smtp ??= await startSmtp(port, inbox);
    for (let i = 0; i < 6; i++) await handleContactMessage(form({ ...contact, subject: `Lead ${i}` }), context());
    const send = smtpSender(`smtp://127.0.0.1:${port}`);
    const reports = await Promise.all([runOutbox(database.prisma, send), runOutbox(database.prisma, send)]);
    expect(reports[0].sent + reports[1].sent).toBe(6);
    expect(inbox.map((m) => /Subject: (.*)/.exec(m.data)?.[1]).sort()).toEqual(
      Array.from({ length: 6 }, (_, i) => `New lead: Lead ${i}`),
    );
  });

  it("without SMTP configured, only the inbox is used: no e-mail is queued", async () => {
    await handleContactMessage(form(contact), { prisma: database.prisma, ip: "10.1.0.1" });
    expect(await database.prisma.lead.count()).toBe(1);
    expect(await database.prisma.outboxMessage.count()).toBe(0);
  });

  it("backoff doubles from 30 seconds and stops growing at an hour", () => {
    expect([1, 2, 3, 4].map(backoffMs)).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(backoffMs(50)).toBe(3_600_000);
  });
});
