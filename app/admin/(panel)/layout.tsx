import type { Metadata } from "next";
import { Suspense, type ReactNode } from "react";
import { requireAdmin } from "@/lib/auth/session";
import { getSiteSettings } from "@/lib/settings/queries";
import { AdminFrame } from "@/components/admin/shell/admin-frame.client";
import { AdminQueryProvider } from "@/components/admin/table/query-provider.client";
import { PanelSkeleton } from "@/components/admin/shell/panel-skeleton";
import { adminSections } from "@/lib/collections/admin-menu";

export const metadata: Metadata = {
  // Each page renders its own <title> (components/admin/shell/admin-title.tsx); none comes from metadata.
  title: null,
  robots: { index: false, follow: false, nocache: true },
};

/** The session is read per request, so everything that depends on it sits inside <Suspense>. */
async function SignedInFrame({ children }: { children: ReactNode }) {
  const [session, settings] = await Promise.all([requireAdmin(), getSiteSettings()]);
  return (
    <AdminFrame email={session.email} studioName={settings.name} sections={adminSections()}>
      <AdminQueryProvider>{children}</AdminQueryProvider>
    </AdminFrame>
  );
}

export default function AdminPanelLayout({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={<PanelSkeleton />}>
      <SignedInFrame>{children}</SignedInFrame>
    </Suspense>
  );
}
