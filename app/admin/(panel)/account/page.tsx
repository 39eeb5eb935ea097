import { Suspense } from "react";
import { mustSetUpTwoFactor, requirePermission } from "@/lib/admin/page-access";
import { NotAllowed } from "@/components/admin/shell/not-allowed";
import { db } from "@/lib/db";
import { listSessions } from "@/lib/auth/session-records";
import { PageHeading } from "@/components/admin/shell/page-heading";
import { ChangePasswordForm } from "@/components/admin/account/change-password-form.client";
import { SessionsList } from "@/components/admin/account/sessions-list.client";
import { TwoFactorCard } from "@/components/admin/account/two-factor-card.client";

async function AccountContent() {
  const { session, allowed } = await requirePermission("account.self");
  if (!allowed) return <NotAllowed role={session.role} permission="account.self" />;
  const prisma = await db();
  const user = await prisma.user.findUniqueOrThrow({
    where: { email: session.email },
    select: { id: true, totpEnabledAt: true },
  });
  const [sessions, codesLeft, setUpFirst] = await Promise.all([
    listSessions(prisma, user.id),
    prisma.recoveryCode.count({ where: { userId: user.id, usedAt: null } }),
    mustSetUpTwoFactor(session),
  ]);
  return (
    <>
      {setUpFirst && (
        <p role="alert" className="rounded-2xl border border-amber-500/40 bg-amber-500/10 p-4 text-sm">
          The owner requires two-factor sign-in for everyone. Turn it on below; the rest of the admin opens once it is
          on.
        </p>
      )}
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
