import type { Metadata } from "next";
import { BackLink } from "@/components/site/blog/back-link";
import { PrivacySection } from "@/components/site/privacy/privacy-section";
import { PrivacyToc } from "@/components/site/privacy/privacy-toc";
import { PRIVACY_EFFECTIVE_DATE, privacySections } from "@/content/privacy";
import { getSiteSettings } from "@/lib/settings/queries";

export const metadata: Metadata = {
  title: "Privacy Policy",
  description: "How Kairo Labs collects, uses, shares and protects personal information.",
  alternates: { canonical: "/privacy-policy" },
};

export default async function PrivacyPolicyPage() {
  const { email } = await getSiteSettings();
  return (
    <div className="container-page pb-24 pt-28 md:pt-36">
      <BackLink href="/">Back to Home</BackLink>
      <header className="mt-8 max-w-3xl">
        <p className="eyebrow">Legal</p>
        <h1 className="mt-4 text-h1 font-display font-semibold">Privacy Policy</h1>
        <p className="mt-5 text-muted">
          Effective date:{" "}
          <time dateTime="2025-07-14" className="font-medium text-foreground">
            {PRIVACY_EFFECTIVE_DATE}
          </time>
        </p>
        <p className="mt-2 text-muted">
          Questions? Write to{" "}
          <a href={`mailto:${email}`} className="font-medium text-accent-ink underline underline-offset-4">
            {email}
          </a>
          .
        </p>
      </header>
      <div className="mt-12 grid gap-12 lg:grid-cols-[18rem_minmax(0,1fr)] lg:gap-16">
        <aside className="lg:sticky lg:top-28 lg:self-start">
          <PrivacyToc />
        </aside>
        <div className="prose prose-neutral max-w-[72ch] dark:prose-invert prose-headings:font-display prose-headings:tracking-tight prose-h2:mt-12 prose-a:text-accent-ink prose-a:underline-offset-4 first:prose-h2:mt-0">
          {privacySections.map((section) => (
            <PrivacySection key={section.id} section={section} email={email} />
          ))}
        </div>
      </div>
    </div>
  );
}
