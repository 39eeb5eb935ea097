"use client";

import { useEffect } from "react";

/** How long the redirect page shows its message before it goes to the external blog. */
const EXTERNAL_BLOG_REDIRECT_MS = 1500;

export function ExternalBlogRedirect({ href }: { href: string }) {
  useEffect(() => {
    const timer = window.setTimeout(() => window.location.replace(href), EXTERNAL_BLOG_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [href]);
  return null;
}
