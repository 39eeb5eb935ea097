"use client";

import Link from "next/link";
import { useState, type FormEvent } from "react";
import { Icon } from "@/components/ui/icon";
import { buttonClass } from "@/components/ui/button";
import { acceptInvitationAction, resetPasswordAction } from "@/lib/team/actions/public";
import { inputClass, labelClass } from "@/components/admin/form/field-styles";
import { PasswordPair } from "./password-pair";

/** The form behind a one-time link: a reset sets a new password; an invitation also asks for a name and creates the
 *  account. Either way the link stops working, and the next step is signing in. */
export function NewPasswordForm({ token, kind }: { token: string; kind: "reset" | "invitation" }) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const fields = {
      token,
      password: String(form.get("password") ?? ""),
      confirmPassword: String(form.get("confirmPassword") ?? ""),
    };
    setPending(true);
    setError(null);
    const result = await (
      kind === "reset"
        ? resetPasswordAction(fields)
        : acceptInvitationAction({ ...fields, name: String(form.get("name") ?? "") })
    ).catch(() => null);
    setPending(false);
    if (result?.ok) setDone(true);
    else setError(result?.error ?? "Something went wrong. Please try again.");
  }

  if (done)
    return (
      <div className="grid grid-cols-1 gap-4 text-sm">
        <p role="status">
          {kind === "reset"
            ? "Your new password is set, and every session of your account has ended."
            : "Your account is ready."}
        </p>
        <Link href="/admin/login" className={buttonClass({ size: "lg", className: "w-full" })}>
          <Icon name="LogIn" />
          Sign in
        </Link>
      </div>
    );
  return (
    <form onSubmit={onSubmit} className="grid grid-cols-1 gap-5">
      {kind === "invitation" && (
        <div className="grid grid-cols-1 gap-2">
          <label htmlFor="name" className={labelClass}>
            Your name
          </label>
          <input id="name" name="name" type="text" autoComplete="name" required className={inputClass} />
        </div>
      )}
      <PasswordPair error={error ?? undefined} />
      <p role="alert" aria-live="assertive" className="min-h-5 text-sm font-medium text-pink">
        {error}
      </p>
      <button type="submit" disabled={pending} className={buttonClass({ size: "lg", className: "w-full" })}>
        {pending ? <Icon name="Loader2" className="animate-spin" /> : <Icon name="Lock" />}
        {kind === "reset" ? "Set password" : "Create account"}
      </button>
    </form>
  );
}
