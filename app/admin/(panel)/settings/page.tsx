import { Suspense } from "react";
import { requirePermission } from "@/lib/admin/page-access";
import { NotAllowed } from "@/components/admin/shell/not-allowed";
import { db } from "@/lib/db";
import { readSiteSettings } from "@/lib/settings/store";
import { PageHeading } from "@/components/admin/shell/page-heading";
import { SettingsForm } from "@/components/admin/settings/settings-form.client";

async function StoredSettingsForm() {
  const { session, allowed } = await requirePermission("settings.manage");
  if (!allowed) return <NotAllowed role={session.role} permission="settings.manage" />;
  const { settings, updatedAt } = await readSiteSettings(await db());
  const openedAt = updatedAt?.toISOString() ?? "";
  return <SettingsForm key={openedAt} openedAt={openedAt} defaultValues={settings} />;
}

export default function SettingsPage() {
  return (
    <div className="grid grid-cols-1 gap-6">
      <PageHeading
        title="Settings"
        description="The studio's details, links and search defaults, public on every page as soon as you save."
      />
      <Suspense
        fallback={
          <p role="status" className="text-sm text-muted">
            Loading settings...
          </p>
        }
      >
        <StoredSettingsForm />
      </Suspense>
    </div>
  );
}
