"use client";

import { ErrorScreen } from "@/components/site/error-screen.client";
import "./globals.css";

export default function GlobalError({
  error,
  reset,
}: {
  error: Error & { digest?: string; status?: number };
  reset: () => void;
}) {
  return (
    <html lang="en" className="dark">
      <body>
        <ErrorScreen error={error} reset={reset} />
      </body>
    </html>
  );
}
