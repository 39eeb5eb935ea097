import { describe, expect, it, vi } from "vitest";
import { sharePreviewAction } from "@/lib/preview/actions";
import { deleteProjectAction } from "@/lib/trash/actions";
import { saveDraftCopyAction } from "@/lib/autosave/actions";
import { restoreBlogRevisionAction } from "@/lib/blog/actions/revision";
import { restoreProjectRevisionAction } from "@/lib/projects/actions/revision";
import { DATABASE_KINDS } from "../support/database";
import { expectRefused, hostileSuite, state } from "../support/hostile-suite";

// Inputs the property tests once drew (inputs-property.actions.test.ts), kept as fixed cases.
vi.mock("@/lib/db", async () => (await import("../support/hostile-suite")).dbModule);
vi.mock("next/server", async (importOriginal) => ({ ...(await importOriginal<typeof import("next/server")>()), connection: async () => {} }));
vi.setConfig({ testTimeout: 120_000, hookTimeout: 180_000 });

describe.each(DATABASE_KINDS)("ids the database cannot take, on %s", (kind) => {
  const suite = hostileSuite(kind);

  // The property test drew both: a NUL reached PostgreSQL in a preview's id, and an id past int4 would reach Prisma.
  it("an id with a NUL and a revision number past the database's integers are refused with a message, nothing written", async () => {
    const before = await state(suite.prisma);
    const openedAt = new Date().toISOString();
    for (const result of [
      await sharePreviewAction.withDeps(suite.deps)({ kind: "blog", id: "a\u0000b" }),
      await deleteProjectAction.withDeps(suite.deps)({ id: "a\u0000b" }),
      await saveDraftCopyAction.withDeps(suite.deps)({ entity: "blog", itemId: "a\u0000b", values: {} }),
      await restoreBlogRevisionAction.withDeps(suite.deps)({ id: "a\u0000b", revisionId: 1, openedAt }),
      await restoreProjectRevisionAction.withDeps(suite.deps)({ id: "medflow-patient-portal", revisionId: 2 ** 31, openedAt }),
    ]) expectRefused(result, ["invalid"]);
    expect(await state(suite.prisma)).toEqual(before);
  });
});
