import { Icon } from "@/components/ui/icon";

/** Whether a new lead is also e-mailed (SMTP_URL set) or waits in the inbox alone. */
export function LeadMailStatus({ smtpConfigured, contactEmail }: { smtpConfigured: boolean; contactEmail: string }) {
  return (
    <p
      data-testid="lead-mail-status"
      className="flex items-center gap-2 rounded-xl border border-border bg-surface px-4 py-3 text-sm"
    >
      {smtpConfigured ? (
        <Icon name="Mail" className="size-4 shrink-0 text-cyan" />
      ) : (
        <Icon name="MailX" className="size-4 shrink-0 text-muted" />
      )}
      {/* one flex item, so the sentence wraps as text rather than as columns */}
      <span>
        {smtpConfigured ? (
          <>
            New leads are e-mailed to <strong className="font-medium">{contactEmail}</strong>.
          </>
        ) : (
          <>
            Lead e-mails are off: no mail server is connected, so new leads wait in the inbox. Whoever runs the site
            connects one by setting <code className="font-mono text-xs">SMTP_URL</code>.
          </>
        )}
      </span>
    </p>
  );
}
