import { describe, expect, it, vi } from "vitest";
import { sharePreviewAction } from "@/lib/preview/actions";
import { deleteProjectAction } from "../support/content-actions";
import { saveDraftCopyAction } from "@/lib/autosave/actions";
import { deleteMediaAction, saveMediaDetailsAction } from "@/lib/media/actions";
import { deleteRedirectAction } from "@/lib/redirects/actions/redirect";
import { restoreBlogRevisionAction } from "../support/content-actions";
import { restoreProjectRevisionAction } from "../support/content-actions";
import { MAX_JSON_DEPTH } from "@/lib/validation";
import { DATABASE_KINDS } from "../support/database";
import { nestedJson } from "../support/hostile";
import { expectRefused, hostileSuite, state } from "../support/hostile-suite";

// Inputs the property tests once drew (inputs-property.actions.test.ts), kept as fixed cases.
vi.mock("@/lib/db", async () => (await import("../support/hostile-suite")).dbModule);
vi.mock("next/server", async (importOriginal) => ({
  ...(await importOriginal<typeof import("next/server")>()),
  connection: async () => {},
}));
vi.setConfig({ testTimeout: 120_000, hookTimeout: 180_000 });

describe.each(DATABASE_KINDS)("input the database cannot take, on %s", (kind) => {
  const suite = hostileSuite(kind);

  // The property test drew both: a NUL reached PostgreSQL in a preview's id and a media id, and an id past int4 would reach Prisma.
  it("an id with a NUL and a revision number past the database's integers are refused with a message, nothing written", async () => {
    const before = await state(suite.prisma);
    const openedAt = new Date().toISOString();
    for (const result of [
      await sharePreviewAction.withDeps(suite.deps)({ kind: "blog", id: "a\u0000b" }),
      await deleteProjectAction.withDeps(suite.deps)({ id: "a\u0000b" }),
      await deleteMediaAction.withDeps(suite.deps)({ id: "a\u0000b" }),
      await saveMediaDetailsAction.withDeps(suite.deps)({ id: "a\u0000b", alt: "A photo", focalX: 50, focalY: 50 }),
      await deleteRedirectAction.withDeps(suite.deps)({ id: "a\u0000b" }),
      await saveDraftCopyAction.withDeps(suite.deps)({ entity: "blog", itemId: "a\u0000b", values: {} }),
      await restoreBlogRevisionAction.withDeps(suite.deps)({ id: "a\u0000b", revisionId: 1, openedAt }),
      await restoreProjectRevisionAction.withDeps(suite.deps)({
        id: "medflow-patient-portal",
        revisionId: 2 ** 31,
        openedAt,
      }),
    ])
      expectRefused(result, ["invalid"]);
    expect(await state(suite.prisma)).toEqual(before);
  });

  // The property test drew an autosaved copy ~1,000 levels deep: Prisma's serialiser overflowed its stack ("action failed").
  it("an autosaved copy nested deeper than a form is refused with a message, nothing written; a form's depth is kept", async () => {
    const save = (values: unknown) =>
      saveDraftCopyAction.withDeps(suite.deps)({ entity: "project", itemId: "new", values });
    for (const levels of [MAX_JSON_DEPTH + 2, 2_000, 40_000]) {
      const result = await save(nestedJson(levels));
      expectRefused(result, ["invalid"]);
      expect(result.ok || result.error).toMatch(/nested too deeply/);
    }
    expect(await suite.prisma.draftCopy.count()).toBe(0);
    const form = {
      title: "Deep",
      techStack: [{ category: "Web", technologies: ["Next.js"] }],
      ...nestedJson(MAX_JSON_DEPTH - 2),
    };
    expect((await save(form)).ok).toBe(true);
    expect((await suite.prisma.draftCopy.findFirstOrThrow()).values).toEqual(form);
  });
});
