import type { Metadata } from "next";
import { ExternalBlogRedirect } from "@/components/site/blog/external-blog-redirect.client";
import { getSiteSettings } from "@/lib/settings/queries";

export const metadata: Metadata = { title: "Blog", robots: { index: false, follow: true } };

/** The external-blog route: says where it goes, offers a click-here link, then redirects. */
export default async function BlogExternalPage() {
  const { externalBlogUrl } = await getSiteSettings();
  return (
    <div className="container-page grid min-h-[70vh] place-items-center pb-24 pt-32 text-center">
      <div className="max-w-md">
        <span
          aria-hidden
          className="mx-auto block size-10 animate-spin rounded-full border-2 border-border border-t-cyan"
        />
        <h1 className="mt-8 text-h3 font-display font-semibold">Redirecting to our blog...</h1>
        <p className="mt-4 text-muted">
          If you are not redirected automatically,{" "}
          <a href={externalBlogUrl} className="font-medium text-accent-ink underline underline-offset-4">
            click here
          </a>
          .
        </p>
        <ExternalBlogRedirect href={externalBlogUrl} />
      </div>
    </div>
  );
}
