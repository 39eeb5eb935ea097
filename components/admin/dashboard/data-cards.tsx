import { Suspense } from "react";
import { dataCardsData } from "@/lib/backup/list";
import { MigrationCard } from "./migration-card.client";
import { BackupCard } from "./backup-card";

/** What the database holds, and the Data Migration and Data Recovery & Backup cards, read fresh on every request. */
export function DataCards() {
  return (
    <Suspense
      fallback={
        <div className="grid grid-cols-1 gap-4 lg:grid-cols-2" aria-busy="true">
          <CardSkeleton />
          <CardSkeleton />
        </div>
      }
    >
      <DataCardsContent />
    </Suspense>
  );
}

async function DataCardsContent() {
  const { hasProjects, backups, counts } = await dataCardsData();
  return (
    <>
      <p data-testid="system-counts" className="text-sm text-muted">
        The database holds{" "}
        {counts.map(({ label, count }, i) => (
          <span key={label}>
            {i > 0 && " · "}
            <strong className="font-medium text-foreground" data-testid={`system-count-${label}`}>
              {count}
            </strong>{" "}
            {label.toLowerCase()}
          </span>
        ))}
        .
      </p>
      <div
        className="grid grid-cols-1 items-start gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]"
        data-slot="data-cards"
      >
        <MigrationCard hasProjects={hasProjects} />
        <BackupCard backups={backups.map((b) => ({ ...b, createdAt: b.createdAt.toISOString() }))} />
      </div>
    </>
  );
}

function CardSkeleton() {
  return <div className="h-64 animate-pulse rounded-2xl border border-border bg-surface" />;
}
