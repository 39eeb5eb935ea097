"use client";

import { useEffect } from "react";
import { useRouter } from "next/navigation";
import { toast } from "sonner";

/** Shows an error toast once and goes to `to` (e.g. editing a missing project → 'Project not found' and the list). */
export function ToastAndGo({ title, description, to }: { title: string; description: string; to?: string }) {
  const router = useRouter();
  useEffect(() => {
    console.error(`[admin] ${title}: ${description}`);
    toast.error(title, { description, id: `${title}:${description}` });
    if (to) router.replace(to);
  }, [title, description, to, router]);
  return null;
}
