"use client";

import { Icon } from "@/components/ui/icon";
import { useEffect, useState } from "react";
import { buttonClass } from "@/components/ui/button";
import { Tooltip } from "@/components/ui/tooltip.client";

/** How long the share toast stays (4000 ms, bottom-right, 356 px wide; lifted above the chat button). */
const TOAST_MS = 4000;

type Notice = { ok: boolean; title: string; detail?: string };

/** Share Article: the Web Share API where the browser has it, otherwise the link is copied with a toast. The toast is
 *  this page's only one, so it is a small live region rather than a toast library in the article's bundle. */
export function ShareButton({ title, text }: { title: string; text: string }) {
  const [notice, setNotice] = useState<Notice | null>(null);
  useEffect(() => {
    if (!notice) return;
    const timer = window.setTimeout(() => setNotice(null), TOAST_MS);
    return () => window.clearTimeout(timer);
  }, [notice]);

  async function share() {
    const url = window.location.href;
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title, text, url });
        return;
      } catch (error) {
        if ((error as Error).name === "AbortError") return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      setNotice({ ok: true, title: "Link copied" });
    } catch {
      setNotice({ ok: false, title: "Could not copy the link", detail: url });
    }
  }

  return (
    <>
      <Tooltip label="Share or copy this article's link">
        <button
          type="button"
          onClick={share}
          className={buttonClass({ variant: "outline", size: "md", className: "js-only" })}
        >
          <Icon name="Share2" />
          Share Article
        </button>
      </Tooltip>
      <div role="status" className="fixed right-4 bottom-24 z-50 w-[min(356px,calc(100vw-2rem))] sm:right-8">
        {notice && (
          <p className="flex animate-rise items-start gap-3 rounded-xl border border-border bg-surface px-4 py-3 text-sm shadow-xl motion-reduce:animate-none">
            <Icon
              name={notice.ok ? "Check" : "TriangleAlert"}
              className={notice.ok ? "mt-0.5 size-4 shrink-0 text-green" : "mt-0.5 size-4 shrink-0 text-pink"}
            />
            <span className="min-w-0">
              <span className="block font-medium text-foreground">{notice.title}</span>
              {notice.detail && <span className="block break-all text-muted">{notice.detail}</span>}
            </span>
          </p>
        )}
      </div>
    </>
  );
}
