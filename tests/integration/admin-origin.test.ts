// Every state-changing admin route handler refuses a request another site's page sent (issue 60, #8): 403 before the
// session is read or anything runs; the same request from a page of this site goes on.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { AdminRouteDeps } from "@/lib/admin/action";
import { crossSiteRequest } from "@/lib/security/same-origin.mjs";

const STATE_CHANGING = ["POST", "PUT", "PATCH", "DELETE"] as const;

/** Every route file under app/api/admin. */
function adminRouteFiles(dir = "app/api/admin"): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? adminRouteFiles(full) : entry.name === "route.ts" ? [full] : [];
  });
}

type Route = { withDeps: (deps: AdminRouteDeps) => (request: Request, context?: unknown) => Promise<Response> };

describe("admin routes and foreign origins", () => {
  it("finds the state-changing admin routes (the list below must not be empty)", async () => {
    const found: string[] = [];
    for (const file of adminRouteFiles()) {
      const route = (await import(/* @vite-ignore */ path.resolve(file))) as Record<string, unknown>;
      for (const method of STATE_CHANGING) if (route[method]) found.push(`${method} ${file}`);
    }
    expect(found).toEqual(
      expect.arrayContaining([
        "POST app/api/admin/media/route.ts",
        "POST app/api/admin/import/route.ts",
        "POST app/api/admin/blog-preview/route.ts",
      ]),
    );
  });

  it("every one answers 403 to another site's page, without reading the session or running", async () => {
    const foreign: Record<string, string>[] = [
      { origin: "https://evil.example", host: "studio.test" },
      { origin: "null", host: "studio.test" },
      { origin: "http://studio.test.evil.example", host: "studio.test" },
      { "sec-fetch-site": "cross-site", host: "studio.test" },
      { "sec-fetch-site": "same-site", host: "studio.test" },
    ];
    for (const file of adminRouteFiles()) {
      const route = (await import(/* @vite-ignore */ path.resolve(file))) as Record<string, Route | undefined>;
      for (const method of STATE_CHANGING) {
        const handler = route[method];
        if (!handler) continue;
        let consulted = 0;
        const deps: AdminRouteDeps = {
          getSession: async () => (consulted++, { email: "owner@test.dev", role: "owner" as const }),
          prisma: async () => {
            consulted++;
            throw new Error("must not be reached");
          },
          revalidate: () => consulted++,
        };
        for (const headers of foreign) {
          const request = new Request(`http://studio.test/${file}`, { method, headers, body: "{}" });
          const response = await handler.withDeps(deps)(request, { params: Promise.resolve({}) });
          expect(response.status, `${method} ${file} ${JSON.stringify(headers)}`).toBe(403);
          expect(await response.json()).toEqual({
            error: expect.stringMatching(/did not come from a page of this site/),
          });
        }
        expect(consulted, `${method} ${file}`).toBe(0);
      }
    }
  });

  it("a page of this site (same host, or behind a proxy that forwards it), or a script without either header, goes on", () => {
    expect(crossSiteRequest({ origin: "http://studio.test:8080", host: "studio.test:8080" })).toBe(false);
    expect(
      crossSiteRequest({ origin: "https://studio.test", "x-forwarded-host": "studio.test", host: "127.0.0.1:3000" }),
    ).toBe(false);
    expect(crossSiteRequest({ "sec-fetch-site": "same-origin", host: "studio.test" })).toBe(false);
    expect(crossSiteRequest({ "sec-fetch-site": "none", host: "studio.test" })).toBe(false);
    expect(crossSiteRequest({ host: "studio.test" })).toBe(false);
    expect(crossSiteRequest(new Headers({ origin: "http://other.test", host: "studio.test" }))).toBe(true);
  });
});
