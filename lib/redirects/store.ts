import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import { AdminActionError } from "@/lib/results/action-result";
import { withRedirect, type RedirectMap } from "./rules";

type Tx = Prisma.TransactionClient;

/** Where a redirect came from: a changed slug, or one the owner added. */
export type RedirectKind = "slug" | "manual";

export async function loadRedirectMap(tx: Tx): Promise<RedirectMap> {
  const rows = await tx.redirect.findMany({ select: { fromPath: true, toPath: true } });
  return Object.fromEntries(rows.map((r) => [r.fromPath, r.toPath]));
}

/** Adds `from → to` inside the caller's transaction, collapsing chains: every redirect that led to `from` now leads
 *  where `to` finally leads, so each answers in one hop. A loop is refused (invalid), nothing written. */
export async function addRedirect(tx: Tx, from: string, to: string, kind: RedirectKind) {
  const result = withRedirect(await loadRedirectMap(tx), from, to);
  if ("error" in result) throw new AdminActionError(result.error, "invalid");
  const final = result.map[from];
  await tx.redirect.updateMany({ where: { toPath: from }, data: { toPath: final } });
  return tx.redirect.upsert({
    where: { fromPath: from },
    create: { fromPath: from, toPath: final, kind },
    update: { toPath: final, kind },
  });
}

/** A live item now answers at this path: a redirect from it would be stale. */
export async function forgetRedirectFrom(tx: Tx, path: string) {
  await tx.redirect.deleteMany({ where: { fromPath: path } });
}

/** A slug changed from `oldPath` to `newPath`: the new path is live, the old one leads there for ever. */
export async function moveItem(tx: Tx, oldPath: string, newPath: string) {
  await forgetRedirectFrom(tx, newPath);
  await addRedirect(tx, oldPath, newPath, "slug");
}
