import { Suspense } from "react";
import { requirePermission } from "@/lib/admin/page-access";
import { db } from "@/lib/db";
import { mailConfigured } from "@/lib/outbox/mailer";
import { twoFactorRequired } from "@/lib/access/two-factor-policy";
import { teamOverview } from "@/lib/team/queries";
import { NotAllowed } from "@/components/admin/shell/not-allowed";
import { PageHeading } from "@/components/admin/shell/page-heading";
import { InviteForm } from "@/components/admin/users/invite-form.client";
import { TeamList } from "@/components/admin/users/team-list.client";
import { InvitationList } from "@/components/admin/users/invitation-list.client";
import { TwoFactorPolicy } from "@/components/admin/users/two-factor-policy.client";

async function Team() {
  const { session, allowed } = await requirePermission("users.manage");
  if (!allowed) return <NotAllowed role={session.role} permission="users.manage" />;
  const prisma = await db();
  const [{ members, invitations }, required] = await Promise.all([teamOverview(prisma), twoFactorRequired(prisma)]);
  return (
    <>
      <TeamList members={members} currentUserId={session.userId ?? ""} />
      <InviteForm mailConfigured={mailConfigured()} />
      <InvitationList invitations={invitations} />
      <TwoFactorPolicy required={required} ownTwoFactor={Boolean(session.twoFactor)} />
    </>
  );
}

export default function UsersPage() {
  return (
    <div className="grid grid-cols-1 gap-6">
      <PageHeading
        title="Users"
        description="The team: who may do what in the admin, invitations, and the two-factor sign-in rule."
      />
      <Suspense
        fallback={
          <p role="status" className="text-sm text-muted">
            Loading the team...
          </p>
        }
      >
        <Team />
      </Suspense>
    </div>
  );
}
