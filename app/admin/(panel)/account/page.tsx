import { Suspense } from "react";
import { requireAdmin } from "@/lib/auth/session";
import { db } from "@/lib/db";
import { listSessions } from "@/lib/auth/session-records";
import { PageHeading } from "@/components/admin/shell/page-heading";
import { ChangePasswordForm } from "@/components/admin/account/change-password-form.client";
import { SessionsList } from "@/components/admin/account/sessions-list.client";
import { TwoFactorCard } from "@/components/admin/account/two-factor-card.client";

async function AccountContent() {
  const session = await requireAdmin();
  const prisma = await db();
  const user = await prisma.user.findUniqueOrThrow({
    where: { email: session.email },
    select: { id: true, totpEnabledAt: true },
  });
  const [sessions, codesLeft] = await Promise.all([
    listSessions(prisma, user.id),
    prisma.recoveryCode.count({ where: { userId: user.id, usedAt: null } }),
  ]);
  return (
    <>
      <ChangePasswordForm />
      <TwoFactorCard enabled={Boolean(user.totpEnabledAt)} recoveryCodesLeft={codesLeft} />
      <SessionsList
        currentId={session.sessionId ?? ""}
        sessions={sessions.map((s) => ({
          id: s.id,
          ip: s.ip,
          userAgent: s.userAgent,
          createdAt: s.createdAt.toISOString(),
        }))}
      />
    </>
  );
}

export default function AccountPage() {
  return (
    <div className="grid max-w-3xl grid-cols-1 gap-6">
      <PageHeading title="Account" description="Your password, two-factor sign-in and the devices signed in as you." />
      <Suspense
        fallback={
          <p role="status" className="text-sm text-muted">
            Loading account...
          </p>
        }
      >
        <AccountContent />
      </Suspense>
    </div>
  );
}
