import { DatabaseBackup, DatabaseZap } from "lucide-react";

/* ─────────────────────────────────────────────────────────────────────────────────────────────────────────────
 * SLOT for the data-safety work (backup / restore / import / migration). Replace the two placeholders below with
 * the Data Migration and Data Recovery & Backup cards; keep the exported name `DataCards` (the dashboard renders
 * it). Admin server actions go through `adminAction` in lib/admin/action.ts, route handlers through `adminRoute`.
 * ───────────────────────────────────────────────────────────────────────────────────────────────────────────── */
export function DataCards() {
  return (
    <div className="grid gap-4 lg:grid-cols-2" data-slot="data-cards">
      <Placeholder title="Data Migration" Icon={DatabaseZap} text="Import the built-in portfolios and blog posts into the database." />
      <Placeholder title="Data Recovery & Backup" Icon={DatabaseBackup} text="Create backups of portfolios and blog posts and restore them." />
    </div>
  );
}

function Placeholder({ title, text, Icon }: { title: string; text: string; Icon: typeof DatabaseZap }) {
  return (
    <section aria-label={title} className="rounded-2xl border border-dashed border-border bg-surface/60 p-5">
      <h2 className="flex items-center gap-2 font-display text-lg font-semibold"><Icon className="size-4 text-cyan" aria-hidden />{title}</h2>
      <p className="mt-2 text-sm text-muted">{text}</p>
    </section>
  );
}
