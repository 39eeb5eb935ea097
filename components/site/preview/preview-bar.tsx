import { Icon } from "@/components/ui/icon";
import { STATUS_LABELS, type Status } from "@/lib/publishing/status";
import type { PreviewViewer } from "@/lib/preview/access";
import { exitPreviewPath } from "@/lib/preview/paths";

interface Props {
  viewer: PreviewViewer;
  status: Status;
  editHref: string;
  /** This page's path: a share link's cookie is kept for this page only, and the exit forgets it there. */
  pagePath: string;
}

/** The bar floating at the foot of a previewed page (clear of the header and the chat button): says it is a preview (and whether visitors can see this item) and offers the way
 *  out, a plain link (never prefetched) that ends draft mode: back to the editor for the admin, home for a share. */
export function PreviewBar({ viewer, status, editHref, pagePath }: Props) {
  const publicNote =
    status === "published"
      ? "This is the saved version."
      : `${STATUS_LABELS[status]}: visitors cannot see this page yet.`;
  return (
    <div
      role="region"
      aria-label="Preview"
      data-preview-bar
      className={
        "fixed bottom-4 left-4 right-20 z-[100] flex flex-wrap items-center justify-center gap-x-4 gap-y-1 rounded-2xl bg-foreground px-4 py-2.5 " +
        "text-sm text-background shadow-2xl sm:right-auto sm:left-1/2 sm:max-w-[calc(100%-10rem)] sm:-translate-x-1/2"
      }
    >
      <p className="inline-flex items-center gap-2 font-medium">
        <Icon name="Eye" className="size-4" />
        You are viewing a preview. {publicNote}
      </p>
      {/* A route handler, not a page: a plain link, never prefetched. */}
      <a
        href={viewer === "admin" ? exitPreviewPath(editHref) : exitPreviewPath("/", pagePath)}
        className="font-semibold underline underline-offset-4"
      >
        Exit preview
      </a>
    </div>
  );
}
