"use client";

import { useActionState, type FormEvent } from "react";
import { Icon } from "@/components/ui/icon";
import { buttonClass } from "@/components/ui/button";
import { sendContactMessage } from "@/lib/leads/send-contact-message";
import { HONEYPOT_FIELD, initialContactState, type ContactField } from "@/lib/leads/form";
import { cn } from "@/lib/utils";
import { VISIT_FIELD } from "@/lib/insight/shape";
import { currentVisitId } from "@/lib/insight/visit";

const input = "text-input";

const FIELDS: { name: ContactField; label: string; type?: string; autoComplete?: string; half?: boolean }[] = [
  { name: "firstName", label: "First Name", autoComplete: "given-name", half: true },
  { name: "lastName", label: "Last Name", autoComplete: "family-name", half: true },
  { name: "email", label: "Email Address", type: "email", autoComplete: "email" },
  { name: "subject", label: "Subject" },
];

/** Names the page whose call to action opened the form (`/?from=/web-apps#contact`) in the message it sends, and the
 *  tab's visit (the pages seen before it), when the insight beacon made one. */
function stampOrigin(event: FormEvent<HTMLFormElement>) {
  const { elements } = event.currentTarget;
  const from = elements.namedItem("from");
  if (from instanceof HTMLInputElement) from.value = new URLSearchParams(window.location.search).get("from") ?? "";
  const visit = elements.namedItem(VISIT_FIELD);
  if (visit instanceof HTMLInputElement) visit.value = currentVisitId();
}

/** "Send Us a Message": posts to a server action; works without JavaScript; keeps the text on error. */
export function ContactForm() {
  const [state, action, pending] = useActionState(sendContactMessage, initialContactState);
  const key = state.status === "success" ? `sent-${state.message}` : "form";
  return (
    <form
      action={action}
      onSubmit={stampOrigin}
      key={key}
      aria-labelledby="contact-form-title"
      className="rounded-card border border-border bg-surface p-6 md:p-8"
    >
      <h3 id="contact-form-title" className="text-h3 font-semibold">
        Send Us a Message
      </h3>
      <div className="mt-6 grid gap-4 sm:grid-cols-2">
        {FIELDS.map((f) => (
          <label key={f.name} className={cn("block text-sm font-medium", !f.half && "sm:col-span-2")}>
            {f.label}
            <input
              name={f.name}
              type={f.type ?? "text"}
              required
              autoComplete={f.autoComplete}
              defaultValue={state.values[f.name] ?? ""}
              className={input}
            />
          </label>
        ))}
        <label className="block text-sm font-medium sm:col-span-2">
          Message
          <textarea
            name="message"
            rows={5}
            required
            defaultValue={state.values.message ?? ""}
            className={cn(input, "resize-y")}
          />
        </label>
        <input type="hidden" name="from" defaultValue="" />
        <input type="hidden" name={VISIT_FIELD} defaultValue="" />
        <div aria-hidden className="absolute -left-[9999px] h-px w-px overflow-hidden">
          <label>
            Company website
            <input name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" />
          </label>
        </div>
      </div>
      <div className="mt-6 flex flex-wrap items-center gap-4">
        <button type="submit" disabled={pending} className={buttonClass({ size: "lg" })}>
          {pending ? <Icon name="Loader2" className="animate-spin" /> : <Icon name="Send" />} Send Message
        </button>
        <p
          role={state.status === "error" ? "alert" : "status"}
          data-status={state.status}
          className={cn("text-sm", state.status === "error" ? "text-pink" : "text-green")}
        >
          {state.message}
        </p>
      </div>
    </form>
  );
}
