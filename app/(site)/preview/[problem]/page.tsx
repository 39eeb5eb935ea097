import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { buttonClass } from "@/components/ui/button";
import { PREVIEW_PROBLEMS, type PreviewProblem } from "@/lib/preview/paths";

type Props = { params: Promise<{ problem: string }> };

const MESSAGES: Record<PreviewProblem, { title: string; text: string }> = {
  expired: {
    title: "This preview link has expired",
    text: "Share-preview links work for a limited time. Ask whoever sent it for a new link.",
  },
  invalid: {
    title: "This preview link is not valid",
    text: "The link is incomplete or has been changed. Check that you copied all of it, or ask for a new link.",
  },
  revoked: {
    title: "This preview link was withdrawn",
    text: "Whoever shared it has turned it off. Ask them for a new link if you still need it.",
  },
  unavailable: { title: "This preview is no longer available", text: "The draft this link showed has been removed." },
};

export const metadata: Metadata = { title: "Preview link", robots: { index: false, follow: false } };

// Only these problems exist; any other segment answers 404 without rendering.
export const unstable_paramMatching = { problem: "not-found" };

export function generateStaticParams() {
  return PREVIEW_PROBLEMS.map((problem) => ({ problem }));
}

/** Where a share-preview link that cannot show its draft leads: what went wrong, in words, never an error page. */
export default async function PreviewProblemPage({ params }: Props) {
  const { problem } = await params;
  const message = MESSAGES[problem as PreviewProblem];
  if (!message) notFound();
  return (
    <section className="container-page flex min-h-[60vh] flex-col items-start justify-center gap-5 pb-20 pt-32">
      <h1 className="text-h2 font-display font-semibold">{message.title}</h1>
      <p className="max-w-xl text-lg text-muted">{message.text}</p>
      <Link href="/" className={buttonClass({ variant: "outline" })}>
        Go to the home page
      </Link>
    </section>
  );
}
