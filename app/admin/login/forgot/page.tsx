import type { Metadata } from "next";
import Link from "next/link";
import { Suspense } from "react";
import { connection } from "next/server";
import { mailConfigured } from "@/lib/outbox/mailer";
import { AuthCard } from "@/components/admin/login/auth-card";
import { ForgotForm } from "@/components/admin/login/forgot-form.client";

export const metadata: Metadata = { title: "Reset your password", robots: { index: false, follow: false } };

async function ForgotContent() {
  await connection();
  if (!mailConfigured())
    return (
      <p role="note" className="text-sm">
        Password reset by e-mail needs a mail server (SMTP_URL), which this site has not configured. Whoever runs the
        server can set a new password with <code>npm run admin:create -- &lt;email&gt;</code>.
      </p>
    );
  return <ForgotForm />;
}

export default function ForgotPasswordPage() {
  return (
    <AuthCard
      title="Reset your password"
      description="Enter the e-mail of your admin account: we send a link to choose a new password."
    >
      <Suspense fallback={<div className="h-40" />}>
        <ForgotContent />
      </Suspense>
      <p className="mt-6 text-center text-sm">
        <Link href="/admin/login" className="text-muted underline underline-offset-4 hover:text-foreground">
          Back to sign in
        </Link>
      </p>
    </AuthCard>
  );
}
