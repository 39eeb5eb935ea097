import type { PreviewKind } from "./token";

/** The admin's Preview button: enables draft mode (admin session checked) and opens the item's public page. */
export const previewPath = (kind: PreviewKind, id: string) => `/api/preview?${new URLSearchParams({ kind, id })}`;

/** A share-preview link: its token opens the one item it names. */
export const sharePreviewPath = (token: string) => `/api/preview/share/${encodeURIComponent(token)}`;

/** The exit link of the preview bar, back to `to` (a path on this site). */
export const exitPreviewPath = (to: string) => `/api/preview/exit?${new URLSearchParams({ to })}`;

/** Where a share link that cannot open its draft sends the visitor. */
export const PREVIEW_PROBLEMS = ["expired", "invalid", "unavailable"] as const;
export type PreviewProblem = (typeof PREVIEW_PROBLEMS)[number];
export const previewProblemPath = (problem: PreviewProblem) => `/preview/${problem}`;

/** Only a path on this site (never another site) may be the exit's destination. */
export const safeReturnPath = (to: string | null) =>
  to && to.startsWith("/") && !to.startsWith("//") && !to.includes("\\") ? to : "/";
