"use client";

import { useState, type MouseEvent, type ReactNode } from "react";
import { Icon } from "@/components/ui/icon";
import { isPlainClick } from "@/components/ui/plain-click";
import { toast } from "sonner";
import { attachmentName, DOWNLOAD_SUMMARY_HEADER, downloadError } from "@/lib/download/response";

export interface DownloadTexts {
  /** "Preparing the export…" */
  progress: string;
  /** The success toast's title ("Export Complete"); its description names the file and what it holds. */
  success: string;
  /** The failure toast's title; its description is the server's message, or `failureDescription`. */
  failure: string;
  failureDescription: string;
  /** The file name when the answer names none. */
  fallbackName: string;
}

/** Saves a blob under its name through a temporary object URL. */
function save(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement("a");
  a.href = url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** A download link that, with JavaScript, fetches the file itself: a progress toast while the server prepares it,
 *  then the file saved and a toast naming it and what it holds, or a failure toast with the server's reason.
 *  Without JavaScript (or with a modifier key) it stays a plain download link. */
export function DownloadLink({
  href,
  texts,
  className,
  label,
  icon,
  children,
}: {
  href: string;
  texts: DownloadTexts;
  className?: string;
  label?: string;
  icon: ReactNode;
  children: ReactNode;
}) {
  const [pending, setPending] = useState(false);
  const onClick = async (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    if (pending) return;
    setPending(true);
    const id = toast.loading(texts.progress);
    try {
      const response = await fetch(href, { cache: "no-store", credentials: "same-origin" });
      if (!response.ok) {
        toast.error(texts.failure, { id, description: (await downloadError(response)) ?? texts.failureDescription });
        return;
      }
      const fileName = attachmentName(response.headers.get("content-disposition"), texts.fallbackName);
      save(await response.blob(), fileName);
      const summary = response.headers.get(DOWNLOAD_SUMMARY_HEADER);
      toast.success(texts.success, { id, description: summary ? `${fileName}: ${summary}.` : fileName });
    } catch {
      toast.error(texts.failure, { id, description: texts.failureDescription });
    } finally {
      setPending(false);
    }
  };
  return (
    <a href={href} download onClick={onClick} className={className} aria-label={label} aria-busy={pending || undefined}>
      {pending ? <Icon name="Loader2" className="animate-spin" /> : icon}
      {children}
    </a>
  );
}
