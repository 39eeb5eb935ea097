import type { Metadata } from "next";
import { Suspense, type ReactNode } from "react";
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { requireAdmin } from "@/lib/auth/session";
import { mustSetUpTwoFactor, TWO_FACTOR_SETUP_PATH } from "@/lib/admin/page-access";
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

/** The session is read per request, so everything that depends on it sits inside <Suspense>. While the owner requires
 *  two-factor sign-in, an account without it sees its Account page only, to set it up. */
async function SignedInFrame({ children }: { children: ReactNode }) {
  const [session, settings] = await Promise.all([requireAdmin(), getSiteSettings()]);
  const path = (await headers()).get("x-pathname") ?? "";
  if (!path.startsWith("/admin/account") && (await mustSetUpTwoFactor(session))) redirect(TWO_FACTOR_SETUP_PATH);
  return (
    <AdminFrame
      email={session.email}
      role={session.role}
      studioName={settings.name}
      sections={adminSections(session.role)}
    >
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
