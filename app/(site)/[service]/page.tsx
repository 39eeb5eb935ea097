import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { PageFadeIn } from "@/components/site/service-page/page-fade-in";
import { ServicePageView } from "@/components/site/service-page/service-page-view";
import { servicePageMetadata } from "@/components/site/service-page/metadata";
import { servicePageAt, servicePages } from "@/content/service-pages";

type Props = { params: Promise<{ service: string }> };

// Only the service pages exist at the top level: any other segment answers 404 without rendering (the named routes
// next to this one, /portfolio, /blogs …, match before it).
export const unstable_paramMatching = { service: "not-found" };

export function generateStaticParams() {
  return servicePages.map((page) => ({ service: page.route.slice(1) }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = servicePageAt((await params).service);
  return page ? servicePageMetadata(page) : {};
}

/** The twelve service landing pages (content/service-pages), one route. */
export default async function ServicePage({ params }: Props) {
  const page = servicePageAt((await params).service);
  if (!page) notFound();
  const view = <ServicePageView page={page} />;
  return page.fadeInMs === undefined ? view : <PageFadeIn delayMs={page.fadeInMs}>{view}</PageFadeIn>;
}
