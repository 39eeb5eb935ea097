import { connection } from "next/server";
import type { ReactNode } from "react";
import { Toasts } from "@/components/toasts.client";

// The admin area renders per request, shell included: its Content-Security-Policy carries a fresh nonce (proxy.ts)
// that Next stamps on every script, which a prerendered static shell could not carry.
export const instant = false;

export default async function AdminLayout({ children }: { children: ReactNode }) {
  await connection();
  return (
    <>
      {children}
      {/* Above the forms' sticky save bar (about 77 px tall), so a toast never covers Create / Update. */}
      <Toasts offset={{ right: 32, bottom: 104 }} mobileOffset={{ bottom: 88 }} />
    </>
  );
}
