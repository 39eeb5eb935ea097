"use client";

import { Icon } from "@/components/ui/icon";
import { LEAD_SOURCE_LABELS, LEAD_SOURCES, LEAD_STATUS_LABELS, LEAD_STATUSES } from "@/lib/leads/status";
import type { useTableUrl } from "@/components/admin/table/use-table-url";
import { buttonClass } from "@/components/ui/button";
import { DownloadLink, type DownloadTexts } from "@/components/admin/common/download-link.client";

const EXPORT_TEXTS: DownloadTexts = {
  progress: "Preparing the CSV…",
  success: "Leads exported",
  failure: "Export Failed",
  failureDescription: "Could not export the leads. Please try again.",
  fallbackName: "leads.csv",
};

const control = "h-10 rounded-xl border border-border bg-background px-3 text-sm";

/** The inbox's filters (status, source, received from/to) and the CSV export of exactly what they select. */
export function LeadFilters({ url }: { url: ReturnType<typeof useTableUrl> }) {
  const exportQuery = new URLSearchParams(url.query);
  exportQuery.delete("page");
  exportQuery.delete("size");
  const exportHref = `/api/admin/leads/export${exportQuery.size ? `?${exportQuery}` : ""}`;
  return (
    <>
      <label className="flex items-center gap-2 text-sm text-muted">
        Status
        <select
          aria-label="Status"
          className={control}
          value={url.get("status")}
          onChange={(e) => url.set({ status: e.target.value })}
        >
          <option value="">All</option>
          {LEAD_STATUSES.map((s) => (
            <option key={s} value={s}>
              {LEAD_STATUS_LABELS[s]}
            </option>
          ))}
        </select>
      </label>
      <label className="flex items-center gap-2 text-sm text-muted">
        Source
        <select
          aria-label="Source"
          className={control}
          value={url.get("source")}
          onChange={(e) => url.set({ source: e.target.value })}
        >
          <option value="">All</option>
          {LEAD_SOURCES.map((s) => (
            <option key={s} value={s}>
              {LEAD_SOURCE_LABELS[s]}
            </option>
          ))}
        </select>
      </label>
      <label className="flex items-center gap-2 text-sm text-muted">
        From
        <input
          type="date"
          className={control}
          value={url.get("from")}
          onChange={(e) => url.set({ from: e.target.value })}
        />
      </label>
      <label className="flex items-center gap-2 text-sm text-muted">
        To
        <input
          type="date"
          className={control}
          value={url.get("to")}
          onChange={(e) => url.set({ to: e.target.value })}
        />
      </label>
      <DownloadLink
        href={exportHref}
        texts={EXPORT_TEXTS}
        icon={<Icon name="Download" />}
        className={buttonClass({ variant: "outline", className: "ml-auto" })}
      >
        Export CSV
      </DownloadLink>
    </>
  );
}
