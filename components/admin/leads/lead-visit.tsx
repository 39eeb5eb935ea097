import { visitPath } from "@/lib/insight/visit-path";

interface Visit {
  landingPage: string;
  referrerHost: string;
  utmSource: string;
  utmMedium: string;
  utmCampaign: string;
  pagesSeen: string[];
}

/** The visit that led to a lead: where it came from and the pages seen before the message (lib/insight/). */
export function LeadVisit({ lead }: { lead: Visit }) {
  if (!lead.pagesSeen?.length)
    return <p className="mt-2 text-xs text-subtle">No visit recorded (no JavaScript, or Do-Not-Track).</p>;
  const campaign = [lead.utmSource, lead.utmMedium, lead.utmCampaign].filter(Boolean).join(" / ");
  return (
    <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-xs" data-testid="lead-visit">
      <dt className="text-muted">Came from</dt>
      <dd>{lead.referrerHost || "Direct or unknown"}</dd>
      {campaign ? (
        <>
          <dt className="text-muted">Campaign</dt>
          <dd>{campaign}</dd>
        </>
      ) : null}
      <dt className="text-muted">Landing page</dt>
      <dd>{lead.landingPage}</dd>
      <dt className="text-muted">Path</dt>
      <dd data-testid="lead-visit-path" className="break-words">
        {visitPath(lead)}
      </dd>
    </dl>
  );
}
