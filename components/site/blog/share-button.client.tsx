"use client";

import { Share2 } from "lucide-react";
import { toast } from "sonner";
import { buttonClass } from "@/components/ui/button";

/** Share Article: the Web Share API where the browser has it, otherwise the link is copied with a toast. */
export function ShareButton({ title, text }: { title: string; text: string }) {
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
      toast.success("Link copied");
    } catch {
      toast.error("Could not copy the link", { description: url });
    }
  }
  return (
    <button type="button" onClick={share} className={buttonClass({ variant: "outline", size: "md" })}>
      <Share2 aria-hidden />Share Article
    </button>
  );
}
