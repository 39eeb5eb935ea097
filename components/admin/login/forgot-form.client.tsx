"use client";

import { useState, type FormEvent } from "react";
import { Icon } from "@/components/ui/icon";
import { buttonClass } from "@/components/ui/button";
import { requestPasswordResetAction } from "@/lib/team/actions/public";
import { inputClass, labelClass } from "@/components/admin/form/field-styles";

/** "Forgot your password?": the same answer whatever the address (an account's existence is never told). */
export function ForgotForm() {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setPending(true);
    setError(null);
    const email = String(new FormData(event.currentTarget).get("email") ?? "");
    const result = await requestPasswordResetAction({ email }).catch(() => null);
    setPending(false);
    if (result?.ok) setDone(result.data.message);
    else setError(result?.error ?? "Something went wrong. Please try again.");
  }

  if (done)
    return (
      <p role="status" className="text-sm">
        {done}
      </p>
    );
  return (
    <form onSubmit={onSubmit} className="grid grid-cols-1 gap-5">
      <div className="grid grid-cols-1 gap-2">
        <label htmlFor="email" className={labelClass}>
          Email
        </label>
        <input id="email" name="email" type="email" autoComplete="username" required className={inputClass} />
      </div>
      <p role="alert" aria-live="assertive" className="min-h-5 text-sm font-medium text-pink">
        {error}
      </p>
      <button type="submit" disabled={pending} className={buttonClass({ size: "lg", className: "w-full" })}>
        {pending ? <Icon name="Loader2" className="animate-spin" /> : <Icon name="Mail" />}
        Send reset link
      </button>
    </form>
  );
}
