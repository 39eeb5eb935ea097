import { localPath } from "@/lib/url/local-path";
import type { PreviewKind } from "./token.mjs";

/** The admin's Preview button: enables draft mode (admin session checked) and opens the item's public page. */
export const previewPath = (kind: PreviewKind, id: string) => `/api/preview?${new URLSearchParams({ kind, id })}`;

/** A share-preview link: its token opens the one item it names. */
export const sharePreviewPath = (token: string) => `/api/preview/share/${encodeURIComponent(token)}`;

/** The exit link of the preview bar, back to `to` (a path on this site); `page`: the previewed page, whose share-link
 *  cookie (sent to that page only) the exit forgets. */
export const exitPreviewPath = (to: string, page?: string) =>
  `/api/preview/exit?${new URLSearchParams({ to, ...(page && { page }) })}`;

/** Where a share link that cannot open its draft sends the visitor. */
export const PREVIEW_PROBLEMS = ["expired", "invalid", "revoked", "unavailable"] as const;
export type PreviewProblem = (typeof PREVIEW_PROBLEMS)[number];
export const previewProblemPath = (problem: PreviewProblem) => `/preview/${problem}`;

/** The exit's destination: the home page when none is given, a path on this site (lib/url/local-path.ts), or null
 *  for anything else (another site, control characters, junk), which the exit refuses. */
export const safeReturnPath = (to: string | null) => (to === null || to === "" ? "/" : localPath(to));
