import type { Metadata } from "next";
import { NotFoundMessage } from "@/components/site/not-found/not-found-message";

export const metadata: Metadata = { title: "Page not found", robots: { index: false } };

/** Outside the site's pages (every unknown address is answered by app/(site)/[...path] and its not-found): kept
 *  small, since every page's payload carries it. */
export default function NotFound() {
  return (
    <main id="main">
      <NotFoundMessage />
    </main>
  );
}
