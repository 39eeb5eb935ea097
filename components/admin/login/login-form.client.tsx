"use client";

import { useState, type FormEvent } from "react";
import { useSearchParams } from "next/navigation";
import { signIn } from "next-auth/react";
import { Icon } from "@/components/ui/icon";
import { buttonClass } from "@/components/ui/button";
import { signInErrorMessage } from "@/lib/auth/sign-in-limit";
import { safeCallbackUrl } from "@/lib/auth/callback-url";
import { SECOND_FACTOR_REQUIRED } from "@/lib/auth/two-factor-messages";
import { inputClass, labelClass } from "@/components/admin/form/field-styles";

/** E-mail and password, checked on the server; the error never says which of the two was wrong. Too many attempts
 *  from one network (429) or a locked account get their own message with when to try again. With two-factor sign-in
 *  on, a right password asks for the authenticator's code (or a recovery code) in the same form. */
export function LoginForm() {
  const callbackUrl = safeCallbackUrl(useSearchParams().get("callbackUrl"));
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [askCode, setAskCode] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setPending(true);
    setError(null);
    try {
      const result = await signIn("credentials", {
        email: String(form.get("email") ?? ""),
        password: String(form.get("password") ?? ""),
        code: String(form.get("code") ?? ""),
        redirect: false,
      });
      if (result?.ok && !result.error) {
        window.location.assign(callbackUrl);
        return;
      }
      // A 429 from the per-IP flood guard says when to try again; see app/api/auth/[...nextauth]/route.ts.
      const message = signInErrorMessage(result);
      if (message === SECOND_FACTOR_REQUIRED) setAskCode(true);
      setError(message);
    } catch {
      setError("Something went wrong. Please try again.");
    }
    setPending(false);
  }

  return (
    <form onSubmit={onSubmit} className="grid grid-cols-1 gap-5" noValidate={false}>
      <div className="grid grid-cols-1 gap-2">
        <label htmlFor="email" className={labelClass}>
          Email
        </label>
        <input id="email" name="email" type="email" autoComplete="username" required className={inputClass} />
      </div>
      <div className="grid grid-cols-1 gap-2">
        <label htmlFor="password" className={labelClass}>
          Password
        </label>
        <input
          id="password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          className={inputClass}
        />
      </div>
      {askCode && (
        <div className="grid grid-cols-1 gap-2">
          <label htmlFor="code" className={labelClass}>
            Authentication code
          </label>
          <input
            id="code"
            name="code"
            type="text"
            inputMode="numeric"
            autoComplete="one-time-code"
            required
            autoFocus
            className={inputClass}
            aria-describedby="code-help"
          />
          <p id="code-help" className="text-xs text-muted">
            The 6-digit code from your authenticator app, or one of your recovery codes.
          </p>
        </div>
      )}
      <p role="alert" aria-live="assertive" className="min-h-5 text-sm font-medium text-pink">
        {error}
      </p>
      <button type="submit" disabled={pending} className={buttonClass({ size: "lg", className: "w-full" })}>
        {pending ? <Icon name="Loader2" className="animate-spin" /> : <Icon name="LogIn" />}
        {pending ? "Signing in..." : "Sign in"}
      </button>
    </form>
  );
}
