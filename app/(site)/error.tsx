"use client";

import { ErrorScreen } from "@/components/site/error-screen";

export default function SiteError({
  error,
  reset,
}: {
  error: Error & { digest?: string; status?: number };
  reset: () => void;
}) {
  return <ErrorScreen error={error} reset={reset} />;
}
