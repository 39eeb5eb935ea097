import fc from "fast-check";
import { describe, expect, it, vi } from "vitest";
import { NextRequest } from "next/server";
import { createBackupAction } from "@/lib/backup/actions/create-backup";
import { CONVERSION_ACTIONS } from "@/lib/conversions/schema";
import { parseContentFile } from "@/lib/backup/file";
import { leadsCsv } from "@/lib/leads/csv";
import { fromProjectRow } from "@/lib/projects/mapping";
import { fromBlogRow } from "@/lib/blog/mapping";
import { renderBlogContent } from "@/lib/blog/render";
import { blogInputSchema } from "@/lib/blog/schema";
import { projectInputSchema } from "@/lib/projects/schema";
import { POST as conversionsRoute } from "@/app/api/conversions/route";
import { POST as importRoute } from "@/app/api/admin/import/route";
import { GET as backupRoute } from "@/app/api/admin/backups/[id]/route";
import { GET as exportRoute } from "@/app/api/admin/export/route";
import { GET as leadsExportRoute } from "@/app/api/admin/leads/export/route";
import { POST as blogPreviewRoute } from "@/app/api/admin/blog-preview/route";
import { GET as mediaListRoute, POST as mediaUploadRoute } from "@/app/api/admin/media/route";
import { GET as revisionsRoute } from "@/app/api/admin/revisions/route";
import { GET as slugsRoute } from "@/app/api/admin/slugs/route";
import { GET as tableRoute } from "@/app/api/admin/tables/[table]/route";
import { GET as healthRouteFor } from "@/app/api/health/route";
import { PEER_HEADER } from "@/lib/security/client-address";
import { GET as liveRoute } from "@/app/api/health/live/route";
import { routeSession } from "@/lib/admin/action";
import { DATABASE_KINDS } from "../support/database";
import {
  BLOG_FIELDS,
  deepJson,
  expectKept,
  hostileExportFile,
  hostileString,
  hostileText,
  hostileValue,
  mutate,
  POLLUTING_JSON,
  PROJECT_FIELDS,
  unsafeHtml,
  validConversion,
} from "../support/hostile";
import { headerValue, hostileSuite, nextIp, slot, state } from "../support/hostile-suite";

// The code under test opens the process's database through lib/db: here it is the suite's (tests/support/hostile-suite.ts).
vi.mock("@/lib/db", async () => (await import("../support/hostile-suite")).dbModule);
vi.mock("next/server", async (importOriginal) => ({
  ...(await importOriginal<typeof import("next/server")>()),
  connection: async () => {},
}));
vi.setConfig({ testTimeout: 120_000, hookTimeout: 180_000 });

describe.each(DATABASE_KINDS)("hostile input to every route handler on %s", (kind) => {
  const suite = hostileSuite(kind);
  const projectFields = Object.keys(projectInputSchema.shape);
  const blogFields = Object.keys(blogInputSchema.shape);

  it("POST /api/conversions: 201 and one event as sent, or 400/413/429 with a message and no event; never 500", async () => {
    const click = fc.record({
      action: fc.constantFrom(...CONVERSION_ACTIONS),
      page: fc.oneof(hostileText, fc.stringMatching(/^\/[A-Za-z0-9\-_/]{0,60}$/)),
    });
    const body = fc.oneof(
      { arbitrary: click.map((b) => JSON.stringify(b)), weight: 3 },
      mutate(
        validConversion,
        ["action", "page"],
        fc.oneof(hostileString, fc.constantFrom("speaksify-trial", "/ui-ux-design")),
      ).map((b) => JSON.stringify(b)),
      hostileValue.map((v) => JSON.stringify(v) ?? "undefined"),
      hostileString,
      fc.constantFrom(...POLLUTING_JSON, deepJson(5000)),
    );
    await suite.check(
      fc.record({ body, ip: fc.oneof(fc.constant(null), headerValue) }),
      50,
      async ({ body: text, ip }) => {
        const before = await state(suite.prisma);
        const request = new NextRequest("http://x.test/api/conversions", {
          method: "POST",
          body: text,
          headers: { "content-type": "application/json", "x-forwarded-for": ip ?? nextIp() },
        });
        const response = await conversionsRoute(request);
        const answer = (await response.json()) as { error?: string; recorded?: boolean; action?: string };
        const after = await state(suite.prisma);
        expect([201, 400, 413, 429]).toContain(response.status);
        if (response.status !== 201) {
          expect(answer.error?.trim()).toBeTruthy();
          expect(after.events).toBe(before.events);
          return;
        }
        const sent = JSON.parse(text) as typeof validConversion;
        expect(answer).toEqual({ recorded: true, action: sent.action });
        expect(after.events).toBe(before.events + 1);
        expect(
          await suite.prisma.conversionEvent.count({ where: { action: sent.action, page: sent.page.trim() } }),
        ).toBeGreaterThan(0);
      },
    );
  });

  it("POST /api/admin/import: 200, or 400/413 with a message and nothing written; never 500", async () => {
    const input = fc.record({
      body: hostileExportFile(projectFields, blogFields),
      mode: fc.oneof({ arbitrary: fc.constantFrom("preview", "apply"), weight: 4 }, hostileText),
      length: fc.oneof(
        { arbitrary: fc.constant(null), weight: 4 },
        fc.constantFrom("abc", "-1", "1e400", "99999999999"),
      ),
    });
    await suite.check(input, 30, async ({ body, mode, length }) => {
      const before = await state(suite.prisma);
      const headers: Record<string, string> = length ? { "content-length": length } : {};
      const request = new Request(`http://x.test/api/admin/import?mode=${encodeURIComponent(mode)}`, {
        method: "POST",
        body,
        headers,
      });
      const response = await importRoute.withDeps(suite.routeDeps)(request);
      const answer = (await response.json()) as { ok: boolean; message?: string; preview?: unknown };
      const after = await state(suite.prisma);
      expect([200, 400, 413]).toContain(response.status);
      if (response.status !== 200) {
        expect(answer.ok).toBe(false);
        expect(answer.message?.trim()).toBeTruthy();
        expect(after).toEqual(before);
        return;
      }
      if (mode === "preview") {
        expect(after).toEqual(before);
        return;
      }
      const parsed = parseContentFile(body);
      if (!parsed.ok) throw new Error("the route applied a file the parser refuses");
      const file = JSON.parse(body) as { projects?: unknown[]; blogs?: unknown[] };
      for (const [i, p] of (parsed.content.projects ?? []).entries()) {
        expectKept(
          PROJECT_FIELDS,
          file.projects?.[i],
          fromProjectRow(await suite.prisma.project.findUniqueOrThrow({ where: { id: p.id } })),
        );
      }
      for (const [i, b] of (parsed.content.blogs ?? []).entries()) {
        const row = await suite.prisma.blogPost.findUniqueOrThrow({ where: { id: b.id } });
        expectKept(BLOG_FIELDS, file.blogs?.[i], fromBlogRow(row));
        const rendered = renderBlogContent(row.content);
        if (rendered.kind === "html") expect(unsafeHtml(rendered.html)).toEqual([]);
      }
      expect(after.audit).toBe(before.audit + 1);
      expect(after.leads).toEqual(before.leads);
    });
  });

  it("POST /api/admin/import: a malformed field is a 400 naming it, before anything is built from the file (issue 21, #8)", async () => {
    const refusals: [string, RegExp][] = [
      ['{"version": {"toString": 1}, "projects": []}', /Unsupported file version \(an object\)/],
      [
        '{"version": "2.0", "projects": [{"id": "p", "title": {"toString": 1}, "description": "D", "serviceId": "saas"}]}',
        /Project 1, title: /,
      ],
      [
        '{"version": "2.0", "blogs": [{"id": "b", "title": "T", "content": "C", "authorName": "A", "publishedAt": ["x"]}]}',
        /Blog post 1, publishedAt: /,
      ],
      [`{"projects": [${Array(3_000).fill("{}").join(",")}]}`, /The file lists 3,000 /],
      [`{"blogs": ${"[".repeat(40)}${"]".repeat(40)}}`, /nested 41 levels deep/],
    ];
    for (const [body, message] of refusals) {
      for (const mode of ["preview", "apply"]) {
        const before = await state(suite.prisma);
        const response = await importRoute.withDeps(suite.routeDeps)(
          new Request(`http://x.test/api/admin/import?mode=${mode}`, { method: "POST", body }),
        );
        expect(response.status, body.slice(0, 60)).toBe(400);
        expect(((await response.json()) as { message?: string }).message).toMatch(message);
        expect(await state(suite.prisma)).toEqual(before);
      }
    }
  });

  it("GET /api/admin/backups/{id}: 404 with a message for any unknown id, nothing written; never 500", async () => {
    const created = await createBackupAction.withDeps(suite.deps)({});
    if (!created.ok) throw new Error(created.error);
    const found = await backupRoute.withDeps(suite.routeDeps)(new Request("http://x.test/"), {
      params: Promise.resolve({ id: created.data.id }),
    });
    expect(found.status).toBe(200);
    await suite.check(hostileString, 30, async (id) => {
      const before = await state(suite.prisma);
      const response = await backupRoute.withDeps(suite.routeDeps)(new Request("http://x.test/"), {
        params: Promise.resolve({ id }),
      });
      expect(response.status).toBe(404);
      expect(((await response.json()) as { error?: string }).error?.trim()).toBeTruthy();
      expect(await state(suite.prisma)).toEqual(before);
    });
  });

  it("any Cookie header on every admin route handler: 401 with a message, never 500 or 503, nothing written", async () => {
    vi.stubEnv("NEXTAUTH_SECRET", "hostile-cookie-secret-0123456789abcdef");
    const cookie = fc
      .oneof(
        headerValue,
        headerValue.map((v) => `next-auth.session-token=${v}`),
        fc.constantFrom(
          "next-auth.session-token=%E0%A4%A",
          "__Secure-next-auth.session-token=%",
          "a=%; next-auth.session-token=%zz;=;;",
        ),
      )
      .filter((v) => {
        try {
          new Headers({ cookie: v });
          return true;
        } catch {
          return false;
        }
      });
    const deps = { ...suite.routeDeps, getSession: routeSession };
    try {
      await suite.check(cookie, 30, async (value) => {
        const before = await state(suite.prisma);
        // Every handler under app/api/admin, with the parameters and body it would take from a signed-in admin.
        const post = (body: string) => ({ method: "POST", body, headers: { cookie: value } });
        const get = { headers: { cookie: value } };
        const params = <P>(p: P) => ({ params: Promise.resolve(p) });
        const answers = [
          exportRoute.withDeps(deps)(new Request("http://x.test/api/admin/export", get)),
          leadsExportRoute.withDeps(deps)(new Request("http://x.test/api/admin/leads/export", get)),
          importRoute.withDeps(deps)(
            new Request("http://x.test/api/admin/import?mode=apply", post('{"projects": []}')),
          ),
          backupRoute.withDeps(deps)(new Request("http://x.test/api/admin/backups/b", get), params({ id: "b" })),
          tableRoute.withDeps(deps)(
            new Request("http://x.test/api/admin/tables/leads", get),
            params({ table: "leads" }),
          ),
          revisionsRoute.withDeps(deps)(
            new Request("http://x.test/api/admin/revisions?entity=project&id=x&from=1&to=2", get),
          ),
          slugsRoute.withDeps(deps)(new Request("http://x.test/api/admin/slugs?entity=project&title=A", get)),
          mediaListRoute.withDeps(deps)(new Request("http://x.test/api/admin/media", get)),
          mediaUploadRoute.withDeps(deps)(new Request("http://x.test/api/admin/media", post("not an image"))),
          blogPreviewRoute.withDeps(deps)(
            new Request("http://x.test/api/admin/blog-preview", post('{"content": "# Hi"}')),
          ),
        ];
        for (const response of await Promise.all(answers)) {
          expect(response.status, response.url).toBe(401);
          expect(((await response.json()) as { error?: string }).error?.trim()).toBeTruthy();
        }
        expect(await state(suite.prisma)).toEqual(before);
      });
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it("the exports of everything stored download whole: the content file imports back, every lead is in the CSV", async () => {
    const query = fc.oneof(
      hostileText,
      fc.constantFrom("?format=xml", "?__proto__[polluted]=1", "?constructor[prototype][polluted]=1"),
    );
    await suite.check(query, 10, async (q) => {
      const request = new Request(`http://x.test/api/admin/export?${encodeURIComponent(q)}`, {
        headers: { "x-forwarded-for": "1.2.3.4" },
      });
      const file = await exportRoute.withDeps(suite.routeDeps)(request);
      expect(file.status).toBe(200);
      const parsed = parseContentFile(await file.text());
      expect(parsed.ok).toBe(true);
      if (parsed.ok) {
        expect(parsed.content.projects).toHaveLength(await suite.prisma.project.count());
        expect(parsed.content.blogs).toHaveLength(await suite.prisma.blogPost.count());
      }
      const csv = await leadsExportRoute.withDeps(suite.routeDeps)(
        new Request(`http://x.test/api/admin/leads/export?${encodeURIComponent(q)}`),
      );
      expect(csv.status).toBe(200);
      expect(await csv.text()).toBe(leadsCsv(await suite.prisma.lead.findMany({ orderBy: { createdAt: "desc" } })));
    });
  });

  it("GET /api/health(/ready): 200 with the database up, 503 naming it (never the error text) when it is down; /live does no I/O", async () => {
    // Asked on this machine (as a health check is): the details. From anywhere else: the status alone (issue 60, #12).
    const onThisMachine = () => new Request("http://x/api/health", { headers: { [PEER_HEADER]: "127.0.0.1" } });
    const healthRoute = () => healthRouteFor(onThisMachine());
    const fromOutside = await healthRouteFor(
      new Request("http://x/api/health", { headers: { [PEER_HEADER]: "127.0.0.1", "x-forwarded-for": "203.0.113.9" } }),
    );
    expect({ status: fromOutside.status, body: await fromOutside.json() }).toEqual({
      status: 200,
      body: { status: "ok" },
    });
    const up = await healthRoute();
    expect(up.status).toBe(200);
    const upBody = await up.json();
    expect(upBody).toMatchObject({ status: "ok", database: "up", migrations: "up" });
    expect(upBody).not.toHaveProperty("modelQueries"); // the test counter is off unless EXPOSE_TEST_COUNTERS=1
    // A committed migration not applied (an instance of a newer build, say): not ready, and it says why.
    const [last] = await suite.prisma.$queryRawUnsafe<{ migration_name: string }[]>(
      `SELECT migration_name FROM "_prisma_migrations" ORDER BY migration_name DESC LIMIT 1`,
    );
    await suite.prisma.$executeRawUnsafe(
      `UPDATE "_prisma_migrations" SET rolled_back_at = now() WHERE migration_name = $1`,
      last.migration_name,
    );
    try {
      const pending = await healthRoute();
      expect(pending.status).toBe(503);
      expect(await pending.json()).toMatchObject({ status: "degraded", database: "up", migrations: "pending" });
    } finally {
      await suite.prisma.$executeRawUnsafe(
        `UPDATE "_prisma_migrations" SET rolled_back_at = NULL WHERE migration_name = $1`,
        last.migration_name,
      );
    }
    expect((await healthRoute()).status).toBe(200);
    slot.down = true;
    try {
      const down = await healthRoute();
      expect(down.status).toBe(503);
      const body = await down.json();
      expect(body).toMatchObject({ status: "degraded", database: "down" });
      expect(Object.keys(body).sort()).toEqual(["database", "latencyMs", "status"]);
      const live = await liveRoute();
      expect({ status: live.status, body: await live.json() }).toEqual({ status: 200, body: { status: "ok" } });
    } finally {
      slot.down = false;
    }
  });
});
