"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { signOut } from "next-auth/react";
import { Icon, type IconName } from "@/components/ui/icon";
import { sectionFor, type AdminSection } from "@/lib/admin/sections";
import { cn } from "@/lib/utils";

const ICONS: Record<string, IconName> = {
  dashboard: "LayoutDashboard",
  portfolios: "FolderKanban",
  blogs: "BookOpen",
  testimonials: "Quote",
  review: "CheckCircle2",
  media: "Images",
  leads: "Inbox",
  redirects: "Signpost",
  audit: "History",
  trash: "Trash2",
  users: "Users",
  settings: "Settings",
  system: "Wrench",
  account: "UserRound",
};

/** The side menu's links and Logout (which clears the session and goes to /admin/login). */
export function SideMenu({ sections, onNavigate }: { sections: AdminSection[]; onNavigate?: () => void }) {
  const active = sectionFor(sections, usePathname());
  return (
    <nav aria-label="Admin" className="flex h-full flex-col gap-1">
      <ul className="grid grid-cols-1 gap-1">
        {sections.map((section) => {
          const current = active?.href === section.href;
          return (
            <li key={section.href}>
              <Link
                href={section.href}
                onClick={onNavigate}
                aria-current={current ? "page" : undefined}
                className={cn(
                  "flex h-11 items-center gap-3 rounded-xl px-3 text-sm font-medium transition",
                  current
                    ? "bg-surface-2 text-foreground shadow-[inset_2px_0_0] shadow-cyan"
                    : "text-muted hover:bg-surface-2/60 hover:text-foreground",
                )}
              >
                <Icon name={ICONS[section.icon] ?? "FileText"} className="size-4" />
                {section.label}
              </Link>
            </li>
          );
        })}
      </ul>
      <button
        type="button"
        onClick={() => signOut({ callbackUrl: "/admin/login" })}
        className="mt-auto flex h-11 items-center gap-3 rounded-xl px-3 text-sm font-medium text-muted transition hover:bg-surface-2/60 hover:text-foreground"
      >
        <Icon name="LogOut" className="size-4" />
        Logout
      </button>
    </nav>
  );
}
