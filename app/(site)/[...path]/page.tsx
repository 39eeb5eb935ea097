import { notFound, permanentRedirect } from "next/navigation";
import { redirectFor } from "@/lib/redirects/queries";

type Props = { params: Promise<{ path: string[] }> };

// Any address no page answers: a redirect the owner added (or an old slug's) answers 308 before the 404 page. The
// redirects are one cached read (tag "redirects"), so an unknown address costs no database query; neither a redirect
// nor a 404 is stored in the page cache.
export const unstable_paramMatching = { path: "blocking" };

export function generateStaticParams() {
  return [{ path: ["not-found"] }];
}

export default async function RedirectOrNotFound({ params }: Props) {
  const { path } = await params;
  const moved = await redirectFor(`/${path.map((part) => decodeURIComponent(part)).join("/")}`);
  if (moved) permanentRedirect(moved);
  notFound();
}
