"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { toast } from "sonner";
import { Icon } from "@/components/ui/icon";
import { buttonClass } from "@/components/ui/button";
import { ASSIGNABLE_ROLES, ROLE_LABELS, ROLE_SUMMARIES, type AssignableRole } from "@/lib/access/roles";
import { inviteMemberAction } from "@/lib/team/actions/team";
import { toastSaveFailure } from "@/components/admin/form/save-feedback";
import { fieldClass, inputClass, labelClass } from "@/components/admin/form/field-styles";

interface Sent {
  email: string;
  link: string;
  mailed: boolean;
}

/** Invite a colleague by e-mail with a role; the one-time link (72 hours) is e-mailed when SMTP is configured, and is
 *  shown here to copy either way (the only way without SMTP). */
export function InviteForm({ mailConfigured }: { mailConfigured: boolean }) {
  const router = useRouter();
  const [email, setEmail] = useState("");
  const [role, setRole] = useState<AssignableRole>("editor");
  const [saving, setSaving] = useState(false);
  const [sent, setSent] = useState<Sent | null>(null);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setSaving(true);
    const result = await inviteMemberAction({ email, role }).catch(() => null);
    setSaving(false);
    if (!result?.ok) return toastSaveFailure(result);
    setSent({ email, link: result.data.link, mailed: result.data.mailed });
    toast.success("Invitation created", {
      description: result.data.mailed ? `An e-mail with the link is on its way to ${email}.` : "Copy the link below.",
    });
    setEmail("");
    router.refresh();
  };
  const copy = async (link: string) => {
    try {
      await navigator.clipboard.writeText(link);
      toast.success("Link copied");
    } catch {
      toast.error("Could not copy", { description: "Select the link and copy it yourself." });
    }
  };

  return (
    <section
      aria-labelledby="invite-heading"
      className="grid grid-cols-1 gap-4 rounded-2xl border border-border bg-surface p-5 sm:p-6"
    >
      <div>
        <h2 id="invite-heading" className="font-display text-lg font-semibold">
          Invite a colleague
        </h2>
        <p className="mt-0.5 text-sm text-muted">
          {mailConfigured
            ? "They get an e-mail with a link that works once, for 72 hours, to choose their password."
            : "No mail server is configured (SMTP_URL): copy the link this makes and send it yourself. It works once, for 72 hours."}
        </p>
      </div>
      <form
        onSubmit={submit}
        aria-label="Invite a colleague"
        className="grid grid-cols-1 gap-4 sm:grid-cols-[1fr_12rem_auto] sm:items-end"
      >
        <div className={fieldClass}>
          <label htmlFor="invite-email" className={labelClass}>
            E-mail
          </label>
          <input
            id="invite-email"
            type="email"
            required
            autoComplete="off"
            className={inputClass}
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
        </div>
        <div className={fieldClass}>
          <label htmlFor="invite-role" className={labelClass}>
            Role
          </label>
          <select
            id="invite-role"
            className={inputClass}
            value={role}
            onChange={(e) => setRole(e.target.value as AssignableRole)}
          >
            {ASSIGNABLE_ROLES.map((r) => (
              <option key={r} value={r}>
                {ROLE_LABELS[r]}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" disabled={saving} className={buttonClass()}>
          {saving ? <Icon name="Loader2" className="animate-spin" /> : <Icon name="Send" />}
          Send invitation
        </button>
      </form>
      <p className="text-xs text-muted">
        {ROLE_LABELS[role]}: {ROLE_SUMMARIES[role]}
      </p>
      {sent && (
        <div
          className="grid grid-cols-1 gap-2 rounded-xl border border-border bg-background p-4"
          data-testid="invitation-link"
        >
          <label htmlFor="invite-link" className={labelClass}>
            Invitation link for {sent.email}
          </label>
          <div className="flex flex-col gap-2 sm:flex-row">
            <input id="invite-link" readOnly value={sent.link} className={`${inputClass} font-mono text-xs`} />
            <button type="button" className={buttonClass({ variant: "outline" })} onClick={() => copy(sent.link)}>
              <Icon name="Copy" />
              Copy link
            </button>
          </div>
          <p className="text-xs text-muted">
            {sent.mailed ? "Also e-mailed. " : ""}Shown this once: only its fingerprint is stored.
          </p>
        </div>
      )}
    </section>
  );
}
