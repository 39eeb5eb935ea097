import { Icon } from "@/components/ui/icon";
import { buttonClass } from "@/components/ui/button";
import { DownloadLink, type DownloadTexts } from "@/components/admin/common/download-link.client";
import { BACKUP_MESSAGES as M } from "@/lib/backup/messages";
import type { BackupSummary } from "@/lib/backup/record";
import { BACKUP_HISTORY_SIZE } from "@/lib/backup/limits";
import { CardFrame } from "./card-frame";
import { CreateBackupButton } from "./create-backup-button.client";
import { IntegrityButton } from "./integrity-button.client";
import { ImportPanel } from "./import-panel.client";
import { RestoreButton } from "./restore-button.client";
import { formatBackupDate } from "./format-date";

const EXPORT_TEXTS: DownloadTexts = {
  progress: M.exporting,
  success: M.exported.title,
  failure: M.exportFailed.title,
  failureDescription: M.exportFailed.description,
  fallbackName: "studio-export.json",
};
const BACKUP_TEXTS: DownloadTexts = {
  progress: M.downloadingBackup,
  success: M.backupDownloaded.title,
  failure: M.downloadFailed.title,
  failureDescription: M.downloadFailed.description,
  fallbackName: "studio-backup.json",
};

type Entry = Omit<BackupSummary, "createdAt"> & { createdAt: string };

const REASONS: Record<string, string> = {
  manual: "Manual",
  "before-restore": "Before restore",
  "before-import": "Before import",
  cli: "Command line",
};

/** Data Recovery & Backup: create, history (restore, download), export, import, integrity check. */
export function BackupCard({ backups }: { backups: Entry[] }) {
  return (
    <CardFrame
      id="data-backup"
      title="Data Recovery & Backup"
      icon="DatabaseBackup"
      accent="text-purple"
      description={`Snapshots of all portfolios, blog posts, image records, settings and redirects; the ${BACKUP_HISTORY_SIZE} most recent are kept.`}
    >
      <div className="flex flex-wrap gap-3">
        <CreateBackupButton />
        <DownloadLink
          href="/api/admin/export"
          texts={EXPORT_TEXTS}
          icon={<Icon name="FileDown" />}
          className={buttonClass({ variant: "outline", size: "sm" })}
        >
          Export
        </DownloadLink>
        <IntegrityButton />
      </div>
      <h3 className="mt-6 text-xs font-semibold tracking-wide text-subtle uppercase">Backup history</h3>
      {backups.length === 0 ? (
        <p className="mt-2 text-sm text-muted">No backups yet.</p>
      ) : (
        <ul className="mt-2 divide-y divide-border rounded-xl border border-border" aria-label="Backup history">
          {backups.map((b) => {
            const date = formatBackupDate(b.createdAt);
            return (
              <li
                key={b.id}
                className="flex flex-wrap items-center justify-between gap-3 px-4 py-3"
                data-testid="backup-entry"
              >
                <div className="min-w-0">
                  <p className="text-sm font-medium">
                    <time dateTime={b.createdAt}>{date}</time>
                  </p>
                  <p className="tabular text-xs text-muted">
                    {b.projects} portfolios · {b.blogs} blog posts · {REASONS[b.reason] ?? b.reason}
                  </p>
                </div>
                <div className="flex gap-2">
                  <RestoreButton id={b.id} date={date} />
                  <DownloadLink
                    href={`/api/admin/backups/${b.id}`}
                    texts={BACKUP_TEXTS}
                    icon={<Icon name="Download" />}
                    className={buttonClass({ variant: "ghost", size: "sm" })}
                    label={`Download backup of ${date}`}
                  >
                    Download
                  </DownloadLink>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <ImportPanel />
    </CardFrame>
  );
}
