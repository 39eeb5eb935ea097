import fc from "fast-check";
import { afterAll, afterEach, beforeAll, beforeEach, expect, vi, type MockInstance } from "vitest";
import type { PrismaClient } from "@/generated/prisma/client";
import type { AdminDeps, AdminRouteDeps } from "@/lib/admin/action";
import { seedBuiltInContent } from "@/lib/seed";
import { onLog } from "@/lib/log/logger";
import { freshDatabase, type TestDatabase } from "./database";
import { expectNoPollution, hostileText } from "./hostile";

/** The database the code under test opens through lib/db (mocked with `dbModule`), or, with `down`, one that
 *  cannot be reached. */
export const slot = { prisma: null as PrismaClient | null, down: false };
export const dbModule = {
  db: async () => {
    if (slot.down || !slot.prisma) throw new Error("connect ECONNREFUSED 127.0.0.1:5432");
    return slot.prisma;
  },
  modelQueryCount: () => 0,
};

const ADMIN = "owner@x.test";

/** Everything a request could change, in a stable order. */
export async function state(prisma: PrismaClient) {
  const [projects, blogs, testimonials, leads, backups, audit, events, hits] = await Promise.all([
    prisma.project.findMany({ orderBy: { id: "asc" } }),
    prisma.blogPost.findMany({ orderBy: { id: "asc" } }),
    prisma.testimonial.findMany({ orderBy: { id: "asc" } }),
    prisma.lead.findMany({ orderBy: { id: "asc" } }),
    prisma.backup.findMany({ orderBy: { id: "asc" }, select: { id: true } }),
    prisma.auditLog.count(),
    prisma.conversionEvent.count(),
    prisma.rateLimiterFlexible.count(),
  ]);
  return { projects, blogs, testimonials, leads, backups, audit, events, hits };
}
type State = Awaited<ReturnType<typeof state>>;

/** A state with the rate-limit hits left out (a refused request may still count against its sender). */
export const content = ({ hits: _, ...rest }: State) => rest;

let ipCounter = 0;
export const nextIp = () => `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter++ & 255}`;

/** Header-safe hostile text for X-Forwarded-For: payloads, Latin-1, up to 8 KB (a Request refuses the rest). */
export const headerValue = fc
  .oneof(
    hostileText,
    fc.string({ unit: "binary-ascii", maxLength: 50 }),
    fc.string({ minLength: 3000, maxLength: 8000 }).map((v) => v.replace(/,/g, ";")),
  )
  .filter((v) => {
    try {
      new Headers({ "x-forwarded-for": v });
      return true;
    } catch {
      return false;
    }
  });

export const expectRefused = (result: { ok: boolean; error?: string; code?: string }, codes: string[]) => {
  expect(result.ok).toBe(false);
  expect(result.error?.trim()).toBeTruthy();
  expect(codes).toContain(result.code);
};

/** A logged argument as text: the message, or the error it carries (so a failure says what went wrong). */
const logText = (arg: unknown) => {
  if (typeof arg === "string") return arg;
  const err = (arg as { err?: unknown } | null)?.err;
  // Prisma's message opens with a code frame: its end says what the database answered
  return err instanceof Error ? `${err.name}: …${err.message.replace(/\s+/g, " ").slice(-300)}` : "";
};

/** Registers the hooks of a hostile-input suite on a fresh, seeded database of `kind`: a database error on the way
 *  (logged, then answered with a generic message) means hostile input reached the database unchecked, so any
 *  `console.error` or error logged through lib/log fails the test, as does a changed prototype. */
export function hostileSuite(kind: TestDatabase["kind"]) {
  let database: TestDatabase;
  let prisma: PrismaClient;
  let errors: MockInstance;
  const revalidate = vi.fn();
  const session = async () => ({ email: ADMIN, role: "owner" as const });
  const deps: AdminDeps = { getSession: session, prisma: async () => prisma, revalidate };
  const routeDeps: AdminRouteDeps = { getSession: session, prisma: async () => prisma, revalidate };

  let loggedErrors: string[] = [];

  /** Runs `predicate` on generated values; after each run nothing may have been logged as an error (checked inside
   *  the property, so fast-check reports the value that caused it). */
  const check = <T>(arbitrary: fc.Arbitrary<T>, numRuns: number, predicate: (value: T) => Promise<void>) =>
    fc.assert(
      fc.asyncProperty(arbitrary, async (value) => {
        revalidate.mockClear();
        await predicate(value);
        expect(errors).not.toHaveBeenCalled();
        expect(loggedErrors).toEqual([]);
        expectNoPollution();
      }),
      { numRuns, endOnFailure: true },
    ); // shrinking through the database takes minutes: report the first failure

  beforeAll(async () => {
    database = await freshDatabase(kind);
    prisma = database.prisma;
    await seedBuiltInContent(prisma);
    slot.prisma = prisma;
    slot.down = false;
  });
  afterAll(async () => {
    slot.prisma = null;
    await database?.close();
  });
  let stopListening = () => {};
  beforeEach(() => {
    errors = vi.spyOn(console, "error").mockImplementation(() => {});
    loggedErrors = [];
    stopListening = onLog((level, args) => {
      if (level >= 50) loggedErrors.push(args.map(logText).join(" "));
    });
  });
  afterEach(() => {
    const logged = [...errors.mock.calls.map((call) => String(call[0])), ...loggedErrors];
    errors.mockRestore();
    stopListening();
    expect(logged).toEqual([]);
    expectNoPollution();
  });
  return {
    get prisma() {
      return prisma;
    },
    revalidate,
    deps,
    routeDeps,
    check,
  };
}
