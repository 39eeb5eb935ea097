import type { Metadata } from "next";
import { NotFoundMessage } from "@/components/site/not-found/not-found-message";

export const metadata: Metadata = { title: "Page not found", robots: { index: false } };

// Inside the site's layout, so its header and footer come from there. Next puts a segment's not-found element into
// the payload of every page below it: with the header and footer of its own here (as the root one had), each page
// carried them twice more, about 20 KB.
export default function SiteNotFound() {
  return <NotFoundMessage />;
}
