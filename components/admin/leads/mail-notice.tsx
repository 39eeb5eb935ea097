import { Icon } from "@/components/ui/icon";

/** Said on the inbox when no mail server is set up: new leads are not e-mailed to anyone. */
export function MailNotice() {
  return (
    <p
      role="note"
      data-testid="mail-notice"
      className="flex items-start gap-2 rounded-xl border border-border bg-surface px-4 py-3 text-sm text-muted"
    >
      <Icon name="MailX" className="mt-0.5 size-4 shrink-0" />
      <span>
        New leads arrive in this inbox only: e-mail notifications are off until whoever runs the site connects a mail
        server (the System page shows whether one is connected).
      </span>
    </p>
  );
}
