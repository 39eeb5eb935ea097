// The permission matrix, end to end: every server action and every admin route handler is found in the source tree,
// and called as each role and as a deactivated account (real session cookies, real database). A call the matrix
// (lib/access/permissions.ts) denies must be refused with a message and change nothing; a call it allows must go
// through. A new action or route without a case in tests/support/permission-cases.ts fails here.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MATRIX } from "@/lib/access/permissions";
import { permissionOf, type Access } from "@/lib/access/check";
import type { AdminAction, RouteAccess } from "@/lib/admin/action";
import type { Role } from "@/lib/access/roles";
import { DATABASE_KINDS, freshDatabase, type TestDatabase } from "../support/database";
import { ACTION_CASES, ROUTE_CASES, type ActionCase, type Target } from "../support/permission-cases";
import {
  ACTORS,
  depsFor,
  everything,
  rolledBack,
  seedFixtures,
  seedTeam,
  type Actor,
  type Fixtures,
  type Team,
} from "../support/team";

/** Server actions anyone may call (no session): each checks what it acts on itself (a form, a one-time link). */
const PUBLIC_ACTIONS = new Set([
  "sendContactMessage",
  "saveChatLead",
  "acceptInvitationAction",
  "requestPasswordResetAction",
  "resetPasswordAction",
]);

function sourceFiles(dir: string, out: string[] = []): string[] {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) sourceFiles(full, out);
    else if (/\.tsx?$/.test(entry.name)) out.push(full);
  }
  return out;
}

const isServerModule = (file: string) =>
  /^\s*(\/\/[^\n]*\n|\/\*[\s\S]*?\*\/\s*)*["']use server["']/.test(fs.readFileSync(file, "utf8"));

type Exported = AdminAction<unknown> & ((...args: unknown[]) => unknown);
type Route = ((request: Request, context?: { params: Promise<unknown> }) => Promise<Response>) & {
  access?: RouteAccess<Record<string, string>>;
  withDeps: (
    deps: ReturnType<typeof depsFor>["deps"],
  ) => (r: Request, c?: { params: Promise<unknown> }) => Promise<Response>;
};

/** Every export of every "use server" module under lib/ and app/. */
async function serverActions() {
  const files = [...sourceFiles("lib"), ...sourceFiles("app")].filter(isServerModule);
  const found: { name: string; file: string; fn: Exported }[] = [];
  for (const file of files) {
    const exports = (await import(path.resolve(file))) as Record<string, unknown>;
    for (const [name, value] of Object.entries(exports))
      if (typeof value === "function") found.push({ name, file, fn: value as Exported });
  }
  return found;
}

/** Every method of every route handler under app/api/admin, as "<route> <METHOD>". */
async function adminRoutes() {
  const root = path.join("app", "api", "admin");
  const found = new Map<string, Route>();
  for (const file of sourceFiles(root).filter((f) => path.basename(f) === "route.ts")) {
    const route = path.relative(root, path.dirname(file)).split(path.sep).join("/");
    const exports = (await import(path.resolve(file))) as Record<string, unknown>;
    for (const method of ["GET", "POST", "PUT", "PATCH", "DELETE"])
      if (typeof exports[method] === "function") found.set(`${route} ${method}`, exports[method] as Route);
  }
  return found;
}

type Outcome = "allowed" | "forbidden" | "unauthorized";

/** What the matrix says of a call: every permission it needs granted, an "own" grant only on the author's own item. */
function expected(requires: ActionCase["requires"], ownable: boolean, actor: Actor, target: Target): Outcome {
  if (actor === "deactivated") return "unauthorized";
  const role = actor as Role;
  const granted = requires.every((permission, i) => {
    const grant = MATRIX[permission][role];
    return grant === true || (grant === "own" && ownable && i === 0 && target === "own");
  });
  return granted ? "allowed" : "forbidden";
}

describe.each(DATABASE_KINDS)("the permission matrix on %s", (kind) => {
  let database: TestDatabase;
  let team: Team;
  let fx: Fixtures;
  let actions: Awaited<ReturnType<typeof serverActions>>;
  let routes: Awaited<ReturnType<typeof adminRoutes>>;
  const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), "team-media-"));

  beforeAll(async () => {
    process.env.MEDIA_DIR = mediaDir;
    database = await freshDatabase(kind);
    team = await seedTeam(database.prisma);
    fx = await seedFixtures(database.prisma, team);
    actions = await serverActions();
    routes = await adminRoutes();
  }, 240_000);
  afterAll(async () => {
    await database?.close();
    fs.rmSync(mediaDir, { recursive: true, force: true });
  });

  it("every server action declares its permission, and every one of them has its case with that permission", () => {
    const missing: string[] = [];
    for (const { name, file, fn } of actions) {
      if (PUBLIC_ACTIONS.has(name)) continue;
      if (!fn.access) {
        missing.push(`${name} (${file}) is a server action without a permission: build it with adminAction`);
        continue;
      }
      const cases = ACTION_CASES.filter((c) => c.action === name);
      if (cases.length === 0) missing.push(`${name} (${file}) has no case in tests/support/permission-cases.ts`);
      for (const c of cases)
        if (permissionOf(fn.access as Access<unknown>) !== c.requires[0])
          missing.push(
            `${c.label ?? name} declares ${permissionOf(fn.access as Access<unknown>)}, its case ${c.requires[0]}`,
          );
    }
    for (const c of ACTION_CASES)
      if (!actions.some((a) => a.name === c.action)) missing.push(`the case of ${c.action} names no server action`);
    expect(missing).toEqual([]);
    expect(
      actions
        .filter((a) => PUBLIC_ACTIONS.has(a.name))
        .map((a) => a.name)
        .sort(),
    ).toEqual([...PUBLIC_ACTIONS].sort());
  });

  it("every admin route declares its permission, and every one of them has its case with that permission", () => {
    const problems: string[] = [];
    for (const [key, route] of routes) {
      const cases = ROUTE_CASES.filter((c) => `${c.route} ${c.method}` === key);
      if (!route.access) problems.push(`${key} is an admin route without a permission: build it with adminRoute`);
      if (cases.length === 0) problems.push(`${key} has no case in tests/support/permission-cases.ts`);
      for (const c of cases) {
        const params = c.params?.(fx) ?? {};
        const declared = typeof route.access === "function" ? route.access(params) : route.access;
        if (declared !== c.requires) problems.push(`${c.label ?? key} declares ${declared}, its case ${c.requires}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it(
    "every server action allows what the matrix grants each role and refuses the rest, changing nothing",
    { timeout: 600_000 },
    async () => {
      const mismatches: string[] = [];
      for (const c of ACTION_CASES) {
        const action = actions.find((a) => a.name === c.action)!.fn;
        for (const actor of ACTORS) {
          for (const target of c.ownable ? (["own", "others"] as const) : (["others"] as const)) {
            const want = expected(c.requires, Boolean(c.ownable), actor, target);
            const label = `${c.label ?? c.action} as ${actor}${c.ownable ? ` on ${target} item` : ""}`;
            await rolledBack(database.prisma, async (tx) => {
              const input = await c.input({ tx, fx, team, target, me: actor });
              const before = await everything(tx);
              const { deps, revalidated } = depsFor(team.cookies[actor], tx);
              const result = await action.withDeps(deps)(input);
              if (want === "allowed") {
                const ok = result.ok || (!result.ok && c.allowedCode !== undefined && result.code === c.allowedCode);
                if (!ok) mismatches.push(`${label}: allowed by the matrix, answered ${JSON.stringify(result)}`);
                return;
              }
              const code = want === "forbidden" ? "forbidden" : "unauthorized";
              if (result.ok || result.code !== code || !result.error)
                mismatches.push(`${label}: ${want} by the matrix, answered ${JSON.stringify(result)}`);
              else if ((await everything(tx)) !== before || revalidated.length > 0)
                mismatches.push(`${label}: refused, but something changed`);
            });
          }
        }
      }
      expect(mismatches).toEqual([]);
    },
  );

  it(
    "every admin route answers what the matrix grants each role and 403/401 to the rest, leaking nothing",
    { timeout: 300_000 },
    async () => {
      const mismatches: string[] = [];
      for (const c of ROUTE_CASES) {
        const route = routes.get(`${c.route} ${c.method}`)!;
        for (const actor of ACTORS) {
          const want = expected([c.requires], false, actor, "others");
          const label = `${c.label ?? c.route} ${c.method} as ${actor}`;
          await rolledBack(database.prisma, async (tx) => {
            const { path: url, init } = await c.request({ tx, fx });
            const before = await everything(tx);
            const { deps } = depsFor(team.cookies[actor], tx);
            const response = await route.withDeps(deps)(new Request(`http://studio.test${url}`, init), {
              params: Promise.resolve(c.params?.(fx) ?? {}),
            });
            const text = await response.text();
            const status = { allowed: c.allowedStatus, forbidden: 403, unauthorized: 401 }[want];
            if (response.status !== status)
              mismatches.push(`${label}: ${want} by the matrix, answered ${response.status} ${text.slice(0, 200)}`);
            if (want !== "allowed") {
              if (!JSON.parse(text).error) mismatches.push(`${label}: refused without a message`);
              if (text.includes("lead@x.test")) mismatches.push(`${label}: the refusal holds a lead's data`);
              if ((await everything(tx)) !== before) mismatches.push(`${label}: refused, but something changed`);
            }
          });
        }
      }
      expect(mismatches).toEqual([]);
    },
  );
});
