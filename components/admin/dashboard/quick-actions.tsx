import Link from "next/link";
import { NotebookText, PenLine, Plus } from "lucide-react";
import { buttonClass } from "@/components/ui/button";

export function QuickActions() {
  return (
    <section aria-labelledby="quick-actions" className="rounded-2xl border border-border bg-surface p-5">
      <h2 id="quick-actions" className="font-display text-lg font-semibold">Quick Actions</h2>
      <div className="mt-4 flex flex-wrap gap-3">
        <Link href="/admin/portfolio/new" className={buttonClass()}><Plus aria-hidden />Add New Portfolio</Link>
        <Link href="/admin/blogs/new" className={buttonClass({ variant: "outline" })}><PenLine aria-hidden />Write New Blog Post</Link>
        <Link href="/admin/case-studies" className={buttonClass({ variant: "outline" })}><NotebookText aria-hidden />Manage Case Studies</Link>
      </div>
    </section>
  );
}
