import { describe, expect, it, vi } from "vitest";
import { GET as previewRoute } from "@/app/api/preview/route";
import { GET as revisionsRoute } from "@/app/api/admin/revisions/route";
import { DATABASE_KINDS } from "../support/database";
import { hostileSuite, state } from "../support/hostile-suite";

// The route handlers' side of inputs-drawn.actions.test.ts: the same ids, read from a query string.
vi.mock("@/lib/db", async () => (await import("../support/hostile-suite")).dbModule);
vi.mock("next/server", async (importOriginal) => ({
  ...(await importOriginal<typeof import("next/server")>()),
  connection: async () => {},
}));
vi.setConfig({ testTimeout: 120_000, hookTimeout: 180_000 });

describe.each(DATABASE_KINDS)("ids the database cannot take, in a route's query, on %s", (kind) => {
  const suite = hostileSuite(kind);

  it("a preview of an id with a NUL is refused before anything else, with a message", async () => {
    const response = await previewRoute(new Request("http://x.test/api/preview?kind=blog&id=a%00b"));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: "Say which item to preview." });
  });

  it("a comparison of revision numbers past the database's integers is refused with a message, nothing written", async () => {
    const before = await state(suite.prisma);
    const compare = (query: string) =>
      revisionsRoute.withDeps(suite.routeDeps)(new Request(`http://x.test/api/admin/revisions?${query}`));
    for (const query of [
      "entity=project&id=medflow-patient-portal&from=1&to=2147483648",
      "entity=blog&id=a%00b&from=1&to=2",
    ]) {
      const response = await compare(query);
      expect(response.status, query).toBe(400);
      expect(await response.json()).toEqual({ error: "Choose two versions to compare." });
    }
    expect(await state(suite.prisma)).toEqual(before);
  });
});
