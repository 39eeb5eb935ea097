import type { Metadata } from "next";
import { Suspense } from "react";
import { connection } from "next/server";
import { db } from "@/lib/db";
import { ROLE_LABELS, ROLE_SUMMARIES, toRole } from "@/lib/access/roles";
import { openInvitation } from "@/lib/team/invitations";
import { TOKEN_PATTERN } from "@/lib/team/tokens";
import { AuthCard, DeadLink } from "@/components/admin/login/auth-card";
import { NewPasswordForm } from "@/components/admin/login/new-password-form.client";

export const metadata: Metadata = {
  title: "Join the team",
  robots: { index: false, follow: false },
  referrer: "no-referrer",
};

async function InvitationContent({ params }: { params: Promise<{ token: string }> }) {
  await connection(); // the link is checked against the clock of each request
  const { token } = await params;
  const invitation = TOKEN_PATTERN.test(token) ? await openInvitation(await db(), token) : null;
  if (!invitation) return <DeadLink again={{ href: "/admin/login", label: "Go to sign in" }} />;
  const role = toRole(invitation.role);
  return (
    <>
      <p className="mb-5 text-sm">
        {invitation.invitedBy} invited <strong>{invitation.email}</strong> as{" "}
        <strong>{ROLE_LABELS[role].toLowerCase()}</strong>: {ROLE_SUMMARIES[role]}
      </p>
      <NewPasswordForm token={token} kind="invitation" />
    </>
  );
}

export default function InvitationPage({ params }: { params: Promise<{ token: string }> }) {
  return (
    <AuthCard title="Join the team" description="Choose your name and password to create your admin account.">
      <Suspense fallback={<div className="h-72" />}>
        <InvitationContent params={params} />
      </Suspense>
    </AuthCard>
  );
}
