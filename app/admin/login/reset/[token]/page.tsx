import type { Metadata } from "next";
import { Suspense } from "react";
import { connection } from "next/server";
import { db } from "@/lib/db";
import { openReset } from "@/lib/team/password-reset";
import { TOKEN_PATTERN } from "@/lib/team/tokens";
import { AuthCard, DeadLink } from "@/components/admin/login/auth-card";
import { NewPasswordForm } from "@/components/admin/login/new-password-form.client";

export const metadata: Metadata = {
  title: "Choose a new password",
  robots: { index: false, follow: false },
  referrer: "no-referrer",
};

async function ResetContent({ params }: { params: Promise<{ token: string }> }) {
  await connection(); // the link is checked against the clock of each request
  const { token } = await params;
  const reset = TOKEN_PATTERN.test(token) ? await openReset(await db(), token) : null;
  if (!reset) return <DeadLink again={{ href: "/admin/login/forgot", label: "Ask for a new link" }} />;
  return (
    <>
      <p className="mb-5 text-sm">
        For <strong>{reset.user.email}</strong>
      </p>
      <NewPasswordForm token={token} kind="reset" />
    </>
  );
}

export default function ResetPasswordPage({ params }: { params: Promise<{ token: string }> }) {
  return (
    <AuthCard
      title="Choose a new password"
      description="Setting it signs your account out everywhere; then sign in with the new one."
    >
      <Suspense fallback={<div className="h-64" />}>
        <ResetContent params={params} />
      </Suspense>
    </AuthCard>
  );
}
