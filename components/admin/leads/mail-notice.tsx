import { Icon } from "@/components/ui/icon";

/** Said on the inbox when SMTP_URL is not set: new leads are not e-mailed to anyone. */
export function MailNotice() {
  return (
    <p
      role="note"
      data-testid="mail-notice"
      className="flex items-start gap-2 rounded-xl border border-amber-500/40 bg-amber-500/10 px-4 py-3 text-sm"
    >
      <Icon name="MailX" className="mt-0.5 size-4 shrink-0" />
      <span>
        New leads are not e-mailed: SMTP_URL is not set, so they arrive in this inbox only. Set SMTP_URL (and optionally
        SMTP_FROM) to be notified at the studio&apos;s contact address.
      </span>
    </p>
  );
}
