"use client";

import { useState } from "react";

/** One key per opened form, sent with each save: the server carries a submission out once, however often it
 *  arrives (a double click, a retry after a lost answer). getRandomValues works on plain HTTP too. */
export function useSubmissionKey(): string {
  const [key] = useState(() =>
    Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, "0")).join(""),
  );
  return key;
}
