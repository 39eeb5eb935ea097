"use client";

import { LocalDate } from "@/components/admin/common/local-date.client";
import { useState } from "react";
import { Icon } from "@/components/ui/icon";
import { toast } from "sonner";
import { buttonClass } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog.client";
import { revokeSharePreviewAction, sharePreviewAction } from "@/lib/preview/actions";
import { previewPath } from "@/lib/preview/paths";
import type { PreviewKind } from "@/lib/preview/token.mjs";
import { inputClass } from "./field-styles";

interface Shared {
  url: string;
  linkId: string;
  expiresAt: string;
}

/** What a revocation takes back: the link just made, or every link of this item. */
type Revoking = "this" | "all" | null;

/** The editor's "Preview" (the item's real public page in draft mode, in a new tab; it shows the saved version),
 *  "Share preview" (a signed link to that one draft, valid 7 days, shown here to copy and to revoke) and "Revoke share
 *  links" (every link to this item stops working at once; each asks first). */
export function PreviewActions({ kind, id }: { kind: PreviewKind; id: string }) {
  const [shared, setShared] = useState<Shared | null>(null);
  const [busy, setBusy] = useState(false);
  const [revoking, setRevoking] = useState<Revoking>(null);

  const revoke = async (which: Exclude<Revoking, null>) => {
    const result = await revokeSharePreviewAction({
      kind,
      id,
      ...(which === "this" && shared && { linkId: shared.linkId }),
    }).catch(() => null);
    if (!result?.ok) {
      toast.error("Error", { description: result?.error ?? "Something went wrong. Please try again." });
      return;
    }
    if (which === "all" || result.data.revoked > 0) setShared(null);
    const { revoked } = result.data;
    toast.success(revoked === 0 ? "No share link was active" : `Share link${revoked === 1 ? "" : "s"} revoked`, {
      description:
        revoked === 0
          ? "Nothing to revoke for this item."
          : `${revoked} link${revoked === 1 ? " no longer works" : "s no longer work"}.`,
    });
  };

  const share = async () => {
    setBusy(true);
    const result = await sharePreviewAction({ kind, id }).catch(() => null);
    setBusy(false);
    if (!result?.ok) {
      toast.error("Error", { description: result?.error ?? "Something went wrong. Please try again." });
      return;
    }
    const url = new URL(result.data.path, window.location.origin).toString();
    setShared({ url, linkId: result.data.linkId, expiresAt: result.data.expiresAt });
    const copied = await navigator.clipboard?.writeText(url).then(
      () => true,
      () => false,
    );
    toast.success("Preview link created", {
      description: copied ? "Copied to the clipboard. It works for 7 days." : "Copy it below. It works for 7 days.",
    });
  };

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap gap-3">
        <a
          href={previewPath(kind, id)}
          target="_blank"
          rel="noopener"
          className={buttonClass({ variant: "outline", size: "sm" })}
        >
          <Icon name="Eye" />
          Preview<span className="sr-only"> (opens in a new tab)</span>
        </a>
        <button
          type="button"
          onClick={share}
          disabled={busy}
          className={buttonClass({ variant: "outline", size: "sm" })}
        >
          {busy ? <Icon name="Loader2" className="animate-spin" /> : <Icon name="Link2" />}Share preview
        </button>
        <button
          type="button"
          onClick={() => setRevoking("all")}
          className={buttonClass({ variant: "ghost", size: "sm" })}
        >
          <Icon name="Link2Off" />
          Revoke share links
        </button>
      </div>
      {shared && (
        <div className="flex flex-wrap items-center gap-2">
          <label htmlFor="share-preview-url" className="text-sm text-muted">
            Share-preview link (expires <LocalDate iso={shared.expiresAt} time />)
          </label>
          <input
            id="share-preview-url"
            readOnly
            value={shared.url}
            onFocus={(e) => e.currentTarget.select()}
            className={`${inputClass} min-w-0 flex-1`}
          />
          <button
            type="button"
            className={buttonClass({ variant: "ghost", size: "sm" })}
            onClick={() =>
              navigator.clipboard?.writeText(shared.url).then(
                () => toast.success("Link copied"),
                () => toast.error("Could not copy; select the link and copy it."),
              )
            }
          >
            <Icon name="Copy" />
            Copy
          </button>
          <button
            type="button"
            className={buttonClass({ variant: "ghost", size: "sm" })}
            onClick={() => setRevoking("this")}
          >
            <Icon name="Link2Off" />
            Revoke
          </button>
        </div>
      )}
      <ConfirmDialog
        open={revoking !== null}
        onOpenChange={(open) => !open && setRevoking(null)}
        title={revoking === "all" ? "Revoke every share link of this item?" : "Revoke this share link?"}
        description={
          revoking === "all"
            ? "Every share-preview link made for this item stops working at once, before its 7 days are over."
            : "This link stops working at once, before its 7 days are over."
        }
        confirmLabel="Revoke"
        onConfirm={() => revoking && void revoke(revoking)}
      />
    </div>
  );
}
