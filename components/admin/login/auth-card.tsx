import Link from "next/link";
import type { ReactNode } from "react";
import { Logo } from "@/components/site/logo";
import { getSiteSettings } from "@/lib/settings/queries";

/** The frame of the pages around signing in (reset, invitation): the logo back to the site and one card. */
export async function AuthCard({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  const { name } = await getSiteSettings();
  return (
    <main className="relative grid min-h-dvh grid-cols-1 place-items-center overflow-hidden bg-background px-4 py-12">
      <div
        aria-hidden
        className="pointer-events-none absolute -top-40 left-1/2 size-[36rem] -translate-x-1/2 rounded-full bg-gradient-brand opacity-20 blur-3xl"
      />
      <div className="relative w-full max-w-sm">
        <Link href="/" className="mb-8 flex justify-center" aria-label="Back to the website">
          <Logo name={name} />
        </Link>
        <div className="rounded-3xl border border-border bg-surface/80 p-7 shadow-2xl shadow-black/20 backdrop-blur">
          <h1 className="font-display text-2xl font-semibold tracking-tight">{title}</h1>
          <p className="mt-1.5 mb-6 text-sm text-muted">{description}</p>
          {children}
        </div>
      </div>
    </main>
  );
}

/** A link that does not work, and where to go from there. */
export function DeadLink({ again }: { again: { href: string; label: string } }) {
  return (
    <div className="grid grid-cols-1 gap-4 text-sm">
      <p role="alert">This link does not work (any more): it was used, replaced or has expired.</p>
      <Link href={again.href} className="font-medium text-cyan underline underline-offset-4">
        {again.label}
      </Link>
    </div>
  );
}
