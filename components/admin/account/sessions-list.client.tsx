"use client";

import { LocalDate } from "@/components/admin/common/local-date.client";
import { useState } from "react";
import { useRouter } from "next/navigation";
import { toast } from "sonner";
import { endSessionAction } from "@/lib/account/actions/account";
import { buttonClass } from "@/components/ui/button";
import { toastSaveFailure } from "@/components/admin/form/save-feedback";
import { AccountCard } from "./card";

export interface SessionRow {
  id: string;
  ip: string;
  userAgent: string;
  createdAt: string;
}

/** "Chrome on Linux"-like name of a user agent, or the agent itself. */
function browserOf(agent: string): string {
  const browser = /Edg\//.test(agent)
    ? "Edge"
    : /Firefox\//.test(agent)
      ? "Firefox"
      : /Chrom(e|ium)\//.test(agent)
        ? "Chrome"
        : /Safari\//.test(agent)
          ? "Safari"
          : "";
  const system = /Android/.test(agent)
    ? "Android"
    : /iPhone|iPad/.test(agent)
      ? "iOS"
      : /Mac OS X/.test(agent)
        ? "macOS"
        : /Windows/.test(agent)
          ? "Windows"
          : /Linux/.test(agent)
            ? "Linux"
            : "";
  return browser && system ? `${browser} on ${system}` : browser || system || agent || "Unknown browser";
}

/** The account's active sessions, newest first; each other one can be signed out on its own. */
export function SessionsList({ sessions, currentId }: { sessions: SessionRow[]; currentId: string }) {
  const router = useRouter();
  const [ending, setEnding] = useState<string | null>(null);

  async function end(id: string) {
    setEnding(id);
    const result = await endSessionAction({ id }).catch(() => null);
    setEnding(null);
    if (result?.ok) {
      toast.success("Session signed out");
      router.refresh();
    } else toastSaveFailure(result);
  }

  return (
    <AccountCard title="Active sessions" description="Browsers signed in as you. Sign out any you do not recognise.">
      <ul className="divide-y divide-border" aria-label="Active sessions">
        {sessions.map((s) => (
          <li key={s.id} data-testid="session-row" className="flex flex-wrap items-center justify-between gap-3 py-3">
            <div className="min-w-0">
              <p className="font-medium">
                {browserOf(s.userAgent)}
                {s.id === currentId && <span className="ml-2 text-xs text-accent-ink">This browser</span>}
              </p>
              <p className="text-xs text-muted">
                {s.ip || "unknown address"} · signed in <LocalDate iso={s.createdAt} time />
              </p>
            </div>
            {s.id !== currentId && (
              <button
                type="button"
                onClick={() => end(s.id)}
                disabled={ending === s.id}
                className={buttonClass({ variant: "outline", size: "sm" })}
              >
                Sign out
              </button>
            )}
          </li>
        ))}
      </ul>
    </AccountCard>
  );
}
