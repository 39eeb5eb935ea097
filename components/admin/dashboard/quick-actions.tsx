import Link from "next/link";
import { Icon } from "@/components/ui/icon";
import { buttonClass } from "@/components/ui/button";

export function QuickActions() {
  return (
    <section aria-labelledby="quick-actions" className="rounded-2xl border border-border bg-surface p-5">
      <h2 id="quick-actions" className="font-display text-lg font-semibold">
        Quick Actions
      </h2>
      <div className="mt-4 flex flex-wrap gap-3">
        <Link href="/admin/portfolio/new" className={buttonClass()}>
          <Icon name="Plus" />
          Add New Portfolio
        </Link>
        <Link href="/admin/blogs/new" className={buttonClass({ variant: "outline" })}>
          <Icon name="PenLine" />
          Write New Blog Post
        </Link>
        <Link href="/admin/case-studies" className={buttonClass({ variant: "outline" })}>
          <Icon name="NotebookText" />
          Manage Case Studies
        </Link>
      </div>
    </section>
  );
}
