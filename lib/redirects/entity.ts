import { defineEntity } from "@/lib/entity/contract";
import { rowInput, schemaIssues } from "@/lib/entity/integrity";
import { tags } from "@/lib/cache-tags";
import { redirectCodec } from "./codec";
import { resolveRedirect } from "./rules";

const REDIRECT_LOOP_ISSUE = "This redirect leads back to where it starts (a loop): visitors get no page";

/** Redirects (old slugs and the owner's own), as backups, imports and the integrity check see them; a restore
 *  expires `redirects`. */
export const redirectEntity = defineEntity({
  key: "redirects",
  name: "redirect",
  labels: { one: "redirect", many: "redirects", admin: "redirect", adminMany: "redirects" },
  tags: [tags.redirects],
  codec: redirectCodec,
  builtIn: () => [],
  editHref: () => "/admin/redirects",
  check: async (db) => {
    const rows = await db.redirect.findMany({ orderBy: { createdAt: "desc" } });
    const map = Object.fromEntries(rows.map((r) => [r.fromPath, r.toPath]));
    const issues = rows.flatMap((row) =>
      [
        ...schemaIssues(redirectCodec.schema.safeParse(rowInput(row))),
        ...(resolveRedirect(map, row.fromPath) === null ? [{ field: "toPath", message: REDIRECT_LOOP_ISSUE }] : []),
      ].map((issue) => ({ id: row.id, title: `${row.fromPath} → ${row.toPath}`, ...issue })),
    );
    return { checked: rows.length, issues };
  },
});
