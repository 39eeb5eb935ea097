import Link from "next/link";
import { Icon } from "@/components/ui/icon";
import { buttonClass } from "@/components/ui/button";
import type { DashboardContent } from "@/lib/collections/dashboard";

/** A new item of each content type, and the case studies. */
export function QuickActions({ content }: { content: DashboardContent }) {
  return (
    <section aria-labelledby="quick-actions" className="rounded-2xl border border-border bg-surface p-5">
      <h2 id="quick-actions" className="font-display text-lg font-semibold">
        Quick Actions
      </h2>
      <div className="mt-4 flex flex-wrap gap-3">
        {content.map((type, i) => (
          <Link key={type.name} href={type.newPath} className={buttonClass(i === 0 ? {} : { variant: "outline" })}>
            <Icon name={i === 0 ? "Plus" : "PenLine"} />
            {type.action}
          </Link>
        ))}
        <Link href="/admin/case-studies" className={buttonClass({ variant: "outline" })}>
          <Icon name="NotebookText" />
          Manage Case Studies
        </Link>
      </div>
    </section>
  );
}
