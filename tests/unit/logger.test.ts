import { describe, expect, it } from "vitest";
import { createLogger, prettyLine } from "@/lib/log/logger";
import { requestContext } from "@/lib/log/request-context";
import { maskEmail } from "@/lib/log/redact";

function capture() {
  const lines: Record<string, unknown>[] = [];
  const raw: string[] = [];
  const log = createLogger(
    {
      write: (line: string) => {
        raw.push(line);
        lines.push(JSON.parse(line));
      },
    },
    "info",
  );
  return { log, lines, raw };
}

describe("the logger", () => {
  it("writes one JSON line per record with level, message and the request id of the request it runs in", () => {
    const { log, lines } = capture();
    requestContext.run({ requestId: "req-123" }, () =>
      log.child({ scope: "admin" }).info({ entity: "project" }, "saved"),
    );
    log.warn("outside a request");
    expect(lines[0]).toMatchObject({
      level: "info",
      msg: "saved",
      scope: "admin",
      entity: "project",
      requestId: "req-123",
    });
    expect(lines[1]).toMatchObject({ level: "warn", msg: "outside a request" });
    expect(lines[1]).not.toHaveProperty("requestId");
  });

  it("never writes passwords, cookies, tokens or full e-mail addresses", () => {
    const { log, raw } = capture();
    log.info(
      {
        password: "hunter2-secret",
        headers: { cookie: "next-auth.session-token=abc.def" },
        token: "tok-9",
        email: "owner@studio.dev",
      },
      "sign-in",
    );
    log.error(
      { err: new Error("Unique constraint failed for owner@studio.dev") },
      "admin@studio.dev could not be saved",
    );
    const text = raw.join("\n");
    for (const secret of ["hunter2-secret", "abc.def", "tok-9", "owner@studio.dev", "admin@studio.dev"])
      expect(text).not.toContain(secret);
    expect(text).toContain("o***@studio.dev");
    expect(text).toContain("a***@studio.dev");
    expect(text).toContain("[redacted]");
  });

  it("masks e-mails in any field, however nested, and keeps errors to their serializer", () => {
    const { log, raw, lines } = capture();
    log.info(
      { lead: { name: "L", email: "lead@client.dev" }, to: ["a@b.dev"], path: "/x?email=someone@else.dev" },
      "queued",
    );
    log.error({ err: new Error("no route for owner@studio.dev") }, "failed");
    const text = raw.join("\n");
    for (const address of ["lead@client.dev", "a@b.dev", "someone@else.dev", "owner@studio.dev"])
      expect(text).not.toContain(address);
    expect(lines[0]).toMatchObject({ lead: { name: "L", email: "l***@client.dev" }, to: ["a***@b.dev"] });
    expect(lines[1]).toMatchObject({ err: { type: "Error", message: "no route for o***@studio.dev" } });
  });

  it("writes only records at LOG_LEVEL or above", () => {
    const before = process.env.LOG_LEVEL;
    process.env.LOG_LEVEL = "warn";
    try {
      const written: string[] = [];
      const log = createLogger({ write: (line: string) => void written.push(line) });
      log.info("routine");
      log.warn("worth a look");
      expect(written.map((line) => JSON.parse(line).msg)).toEqual(["worth a look"]);
    } finally {
      if (before === undefined) delete process.env.LOG_LEVEL;
      else process.env.LOG_LEVEL = before;
    }
  });

  it("masks e-mails and formats readable lines for development", () => {
    expect(maskEmail("owner@e2e.test")).toBe("o***@e2e.test");
    expect(maskEmail("nonsense")).toBe("***");
    const line = prettyLine(
      JSON.stringify({ level: "warn", time: Date.UTC(2026, 0, 1, 10, 0, 0), msg: "slow", scope: "db", ms: 900 }),
    );
    expect(line).toMatch(/^10:00:00\.000 .*WARN.* \[db\] slow \{"ms":900\}\n$/);
  });
});
