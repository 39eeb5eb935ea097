import type { Metadata } from "next";
import Link from "next/link";
import { Icon } from "@/components/ui/icon";
import { BackLink } from "@/components/site/blog/back-link";
import { BlogList } from "@/components/site/blog/blog-list";

export const metadata: Metadata = {
  title: "Blog",
  description: "Field notes from Kairo Labs on AI agents, SaaS, mobile and web engineering, and the projects we ship.",
  alternates: { canonical: "/blogs" },
};

/** The list is a cached read, so it is part of the prerendered page; a Suspense boundary here would only make
 *  React ship a loading line first and swap the list in after paint (a layout shift). */
export default function BlogsPage() {
  return (
    <div className="container-page pb-24 pt-28 md:pt-36">
      <BackLink href="/">Back to Home</BackLink>
      <header className="mt-8 max-w-3xl">
        <p className="eyebrow">Insights</p>
        <h1 className="mt-4 text-h1 font-display font-semibold">
          Our <span className="text-gradient">Blog</span>
        </h1>
        <p className="mt-5 max-w-2xl text-lg leading-relaxed text-muted">
          Field notes on AI agents, SaaS, mobile and the web — what we learned shipping real products, written by the
          engineers who built them.
        </p>
        <p className="mt-4 text-sm text-muted">
          Longer write-ups live on{" "}
          <Link
            href="/blog-external"
            prefetch={false}
            className="inline-flex items-center gap-1 font-medium text-accent-ink underline underline-offset-4"
          >
            our engineering blog
            <Icon name="ArrowUpRight" className="size-3.5" />
          </Link>
        </p>
      </header>
      <div className="mt-12">
        <BlogList />
      </div>
    </div>
  );
}
