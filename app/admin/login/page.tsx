import type { Metadata } from "next";
import Link from "next/link";
import { Suspense } from "react";
import { Logo } from "@/components/site/logo";
import { LoginForm } from "@/components/admin/login/login-form.client";
import { getSiteSettings } from "@/lib/settings/queries";

export const metadata: Metadata = { title: "Admin login", robots: { index: false, follow: false } };

export default async function AdminLoginPage() {
  const { name } = await getSiteSettings();
  return (
    <main className="relative grid grid-cols-1 min-h-dvh place-items-center overflow-hidden bg-background px-4 py-12">
      <div
        aria-hidden
        className="pointer-events-none absolute -top-40 left-1/2 size-[36rem] -translate-x-1/2 rounded-full bg-gradient-brand opacity-20 blur-3xl"
      />
      <div className="relative w-full max-w-sm">
        <Link href="/" className="mb-8 flex justify-center" aria-label="Back to the website">
          <Logo name={name} />
        </Link>
        <div className="rounded-3xl border border-border bg-surface/80 p-7 shadow-2xl shadow-black/20 backdrop-blur">
          <h1 className="font-display text-2xl font-semibold tracking-tight">Admin login</h1>
          <p className="mt-1.5 mb-6 text-sm text-muted">
            Sign in to manage portfolios, case studies, blog posts and leads.
          </p>
          <Suspense fallback={<div className="h-64" />}>
            <LoginForm />
          </Suspense>
          <p className="mt-4 text-center text-sm">
            <Link href="/admin/login/forgot" className="text-muted underline underline-offset-4 hover:text-foreground">
              Forgot your password?
            </Link>
          </p>
        </div>
      </div>
    </main>
  );
}
