import Link from "next/link";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { buttonClass } from "@/components/ui/button";
import { LEADS_PER_PAGE } from "@/lib/leads/inbox-page";

const href = (page: number) => (page === 1 ? "/admin/leads" : `/admin/leads?page=${page}`);

/** Previous / next through the lead inbox, with where the owner is ("26–50 of 112"). Nothing when one page holds all. */
export function LeadPager({ page, pages, total }: { page: number; pages: number; total: number }) {
  if (pages <= 1) return null;
  const first = (page - 1) * LEADS_PER_PAGE + 1;
  const last = Math.min(page * LEADS_PER_PAGE, total);
  const step = buttonClass({ variant: "outline" });
  return (
    <nav aria-label="Lead pages" className="flex flex-wrap items-center justify-between gap-3 text-sm">
      <p className="text-muted" aria-live="polite">{first}–{last} of {total} leads · page {page} of {pages}</p>
      <div className="flex gap-2">
        {page > 1
          ? <Link href={href(page - 1)} className={step} rel="prev"><ChevronLeft aria-hidden />Newer</Link>
          : <span aria-disabled="true" className={`${step} pointer-events-none opacity-50`}><ChevronLeft aria-hidden />Newer</span>}
        {page < pages
          ? <Link href={href(page + 1)} className={step} rel="next">Older<ChevronRight aria-hidden /></Link>
          : <span aria-disabled="true" className={`${step} pointer-events-none opacity-50`}>Older<ChevronRight aria-hidden /></span>}
      </div>
    </nav>
  );
}
