"use client";

import { ErrorScreen } from "@/components/site/error-screen.client";

export default function SiteError({
  error,
  reset,
}: {
  error: Error & { digest?: string; status?: number };
  reset: () => void;
}) {
  return <ErrorScreen error={error} reset={reset} />;
}
