"use client";

import { useCallback, useRef, useState, type ReactNode } from "react";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { Icon } from "@/components/ui/icon";
import { Logo } from "@/components/site/logo";
import { sectionName, type AdminSection } from "@/lib/admin/sections";
import { cn } from "@/lib/utils";
import { ROLE_LABELS, type Role } from "@/lib/access/roles";
import { SideMenu } from "./side-menu.client";
import { useDrawerFocus } from "./use-drawer-focus";

/** Side menu (a drawer on phones, opened by the toggle, keeping focus inside while open, closed by a link, the
 *  backdrop or Escape), top bar with the
 *  section name, and the page. */
export function AdminFrame({
  email,
  role,
  studioName,
  sections,
  children,
}: {
  email: string;
  role: Role;
  studioName: string;
  /** The side menu's places (lib/collections/admin-menu.ts). */
  sections: AdminSection[];
  children: ReactNode;
}) {
  const pathname = usePathname();
  const [open, setOpen] = useState(false);
  const drawer = useRef<HTMLElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDrawerFocus(open, drawer, toggle, close);

  return (
    <div className="min-h-dvh bg-background lg:grid lg:grid-cols-[16rem_1fr]">
      {/* The aside fills the grid row (its surface runs the full page height); its content sticks to the viewport. */}
      <aside
        id="admin-menu"
        ref={drawer}
        className={cn(
          "fixed inset-y-0 left-0 z-40 w-72 border-r border-border bg-surface lg:static lg:visible lg:w-auto lg:translate-x-0",
          // Visible at once when opening (so focus can move into it), hidden only after it has slid out when closing.
          open ? "translate-x-0 transition-transform" : "invisible -translate-x-full transition-[transform,visibility]",
        )}
      >
        <div className="flex h-full flex-col gap-6 overflow-y-auto p-4 lg:sticky lg:top-0 lg:h-dvh">
          <Link href="/admin" className="flex items-center gap-2 px-2 pt-1" aria-label="Admin dashboard">
            <Logo name={studioName} />
          </Link>
          <SideMenu sections={sections} onNavigate={() => setOpen(false)} />
        </div>
      </aside>
      {open && (
        <button
          type="button"
          aria-label="Close menu"
          onClick={() => setOpen(false)}
          className="fixed inset-0 z-30 bg-black/50 backdrop-blur-sm lg:hidden"
        />
      )}
      <div className="flex min-w-0 flex-col">
        <header className="glass sticky top-0 z-20 flex h-16 items-center gap-3 border-b border-border px-4 sm:px-6">
          <button
            type="button"
            ref={toggle}
            onClick={() => setOpen((v) => !v)}
            aria-expanded={open}
            aria-controls="admin-menu"
            aria-label={open ? "Close menu" : "Open menu"}
            className="grid size-11 place-items-center rounded-xl border border-border bg-surface lg:hidden"
          >
            {open ? <Icon name="X" className="size-5" /> : <Icon name="Menu" className="size-5" />}
          </button>
          <p className="font-display text-lg font-semibold tracking-tight" data-testid="admin-section">
            {sectionName(sections, pathname)}
          </p>
          <p className="ml-auto hidden truncate text-sm text-muted sm:block" data-testid="signed-in-as">
            {email} · {ROLE_LABELS[role]}
          </p>
        </header>
        <main id="main" className="mx-auto w-full max-w-7xl flex-1 px-4 py-6 sm:px-6 lg:px-10 lg:py-10">
          {children}
        </main>
      </div>
    </div>
  );
}
