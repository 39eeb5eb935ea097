"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { useState } from "react";
import { Icon } from "@/components/ui/icon";
import { buttonClass } from "@/components/ui/button";
import { contactPath } from "@/lib/paths";

const OPTIONS = [
  { label: "show web projects", href: "/portfolio" },
  { label: "contact a human", href: null },
] as const;

/** The Salesforce page's small chat assistant: two quick replies that take the visitor where they asked. */
export function ChatAssistant() {
  const pathname = usePathname();
  const [open, setOpen] = useState(true);
  if (!open) {
    return (
      <button type="button" onClick={() => setOpen(true)} className={buttonClass({ variant: "outline" })}>
        <Icon name="MessageSquare" /> Open the assistant
      </button>
    );
  }
  return (
    <div
      role="group"
      aria-label="Salesforce assistant"
      className="glass w-full max-w-xl rounded-card p-5 text-left shadow-2xl"
    >
      <div className="flex items-center justify-between">
        <p className="flex items-center gap-2 text-sm font-semibold">
          <Icon name="Bot" className="size-4 text-cyan" />
          Salesforce assistant
        </p>
        <button
          type="button"
          aria-label="Close the assistant"
          onClick={() => setOpen(false)}
          className="js-only inline-flex size-11 items-center justify-center rounded-pill text-muted hover:bg-surface-2 hover:text-foreground"
        >
          <Icon name="X" className="size-4" />
        </button>
      </div>
      <p className="mt-3 rounded-2xl bg-surface-2 px-4 py-3 text-sm leading-relaxed">
        Hi! I can show you the CRM and web projects we have shipped, or put you in touch with a Salesforce architect.
        What would you like?
      </p>
      <div className="mt-4 flex flex-wrap gap-2">
        {OPTIONS.map((option) => (
          <Link
            key={option.label}
            href={option.href ?? contactPath(pathname)}
            className={buttonClass({ variant: "outline" })}
          >
            {option.label}
          </Link>
        ))}
      </div>
    </div>
  );
}
