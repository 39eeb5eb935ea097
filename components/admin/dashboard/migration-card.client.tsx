"use client";

import { Icon } from "@/components/ui/icon";
import { toast } from "sonner";
import { buttonClass } from "@/components/ui/button";
import { checkDatabaseAction } from "@/lib/backup/actions/check-database";
import { migrateAction } from "@/lib/backup/actions/migrate";
import { BACKUP_MESSAGES as M } from "@/lib/backup/messages";
import { CardFrame } from "./card-frame";
import { useAdminCall } from "./use-admin-call";

/** Data Migration: 'Check Database' and 'Migrate' (disabled while migrating or when projects exist). */
export function MigrationCard({ hasProjects }: { hasProjects: boolean }) {
  const check = useAdminCall();
  const migrate = useAdminCall();

  const onCheck = () =>
    check.run(async () => {
      const result = await checkDatabaseAction({}).catch(() => null);
      if (!result?.ok) return void toast.error(M.checkFailed.title, { description: M.checkFailed.description });
      const { projects, blogs } = result.data;
      if (projects + blogs === 0) toast.info(M.noData.title, { description: M.noData.description });
      else toast.success(M.dataFound.title, { description: M.dataFound.description(projects, blogs) });
    });

  const onMigrate = () =>
    migrate.run(async () => {
      const result = await migrateAction({}).catch(() => null);
      if (!result?.ok)
        return void toast.error(M.migrationFailed.title, {
          description: result?.error || M.migrationFailed.description,
        });
      toast.success(M.migrated.title, { description: M.migrated.description(result.data.projects, result.data.blogs) });
    });

  return (
    <CardFrame
      id="data-migration"
      title="Data Migration"
      icon="DatabaseZap"
      accent="text-cyan"
      description="Copy the four built-in portfolios and six blog posts into an empty database."
    >
      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          onClick={onCheck}
          disabled={check.pending}
          className={buttonClass({ variant: "outline", size: "sm" })}
        >
          {check.pending ? <Icon name="Loader2" className="animate-spin" /> : <Icon name="Search" />}Check Database
        </button>
        <button
          type="button"
          onClick={onMigrate}
          disabled={migrate.pending || hasProjects}
          className={buttonClass({ size: "sm" })}
        >
          {migrate.pending ? <Icon name="Loader2" className="animate-spin" /> : <Icon name="DatabaseZap" />}
          {migrate.pending ? "Migrating…" : "Migrate"}
        </button>
      </div>
      {hasProjects && (
        <p className="mt-3 text-xs text-subtle">Migration is off: the database already holds portfolios.</p>
      )}
    </CardFrame>
  );
}
