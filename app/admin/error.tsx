"use client";

import { ErrorScreen } from "@/components/site/error-screen.client";

/** An admin page that failed on the server (the database away, say): the error screen with its reference, which
 *  the server's log line of the failure carries too (instrumentation.ts). */
export default function AdminError({
  error,
  reset,
}: {
  error: Error & { digest?: string; status?: number };
  reset: () => void;
}) {
  return <ErrorScreen error={error} reset={reset} />;
}
