"use client";

import { useState, type FormEvent } from "react";
import { useRouter } from "next/navigation";
import { toast } from "sonner";
import { confirmTwoFactorAction, disableTwoFactorAction, startTwoFactorAction } from "@/lib/account/actions/account";
import { buttonClass } from "@/components/ui/button";
import { inputClass, labelClass } from "@/components/admin/form/field-styles";
import { AccountCard } from "./card";
import { PasswordInput } from "./password-input";

type Step = { kind: "idle" } | { kind: "scan"; secret: string; qrSvg: string } | { kind: "codes"; codes: string[] };

/** Optional TOTP two-factor sign-in: set up with a QR code and a first code, recovery codes shown once; or off. */
export function TwoFactorCard({ enabled, recoveryCodesLeft }: { enabled: boolean; recoveryCodesLeft: number }) {
  const router = useRouter();
  const [step, setStep] = useState<Step>({ kind: "idle" });
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const submit = (run: (form: FormData) => Promise<void>) => async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setPending(true);
    setError(null);
    await run(new FormData(event.currentTarget)).catch(() => setError("Something went wrong. Please try again."));
    setPending(false);
  };
  const field = (form: FormData, name: string) => String(form.get(name) ?? "");

  const start = submit(async (form) => {
    const result = await startTwoFactorAction({ currentPassword: field(form, "currentPassword") });
    if (result.ok) setStep({ kind: "scan", ...result.data });
    else setError(result.error);
  });
  const confirm = submit(async (form) => {
    const result = await confirmTwoFactorAction({ code: field(form, "code") });
    if (result.ok) setStep({ kind: "codes", codes: result.data.recoveryCodes });
    else setError(result.error);
  });
  const disable = submit(async (form) => {
    const result = await disableTwoFactorAction({
      currentPassword: field(form, "currentPassword"),
      code: field(form, "code"),
    });
    if (!result.ok) return setError(result.error);
    toast.success("Two-factor sign-in turned off");
    router.refresh();
  });
  const alert = (
    <p role="alert" className="min-h-5 text-sm font-medium text-pink">
      {error}
    </p>
  );
  const action = (label: string) => (
    <button type="submit" disabled={pending} className={buttonClass({ className: "justify-self-start" })}>
      {label}
    </button>
  );

  if (step.kind === "codes") {
    return (
      <AccountCard
        title="Two-factor sign-in"
        description="On. Save these recovery codes now: they are shown only this once."
      >
        <ol aria-label="Recovery codes" className="grid grid-cols-2 gap-2 font-mono text-sm sm:max-w-md">
          {step.codes.map((code) => (
            <li key={code} className="rounded-lg border border-border bg-surface-2 px-3 py-1.5">
              {code}
            </li>
          ))}
        </ol>
        <p className="text-sm text-muted">Each code signs you in once when your authenticator is not at hand.</p>
        <button
          type="button"
          onClick={() => {
            setStep({ kind: "idle" });
            router.refresh();
          }}
          className={buttonClass({ className: "justify-self-start" })}
        >
          I have saved them
        </button>
      </AccountCard>
    );
  }
  if (step.kind === "scan") {
    return (
      <AccountCard
        title="Two-factor sign-in"
        description="Scan the QR code with your authenticator app, then enter the code it shows."
      >
        {/* eslint-disable-next-line @next/next/no-img-element -- a data URL made on the server, no optimisation to do */}
        <img
          src={`data:image/svg+xml;utf8,${encodeURIComponent(step.qrSvg)}`}
          alt="QR code for your authenticator app"
          width={176}
          height={176}
          className="rounded-xl bg-white p-2"
        />
        <p className="text-sm text-muted">
          Or type this key:{" "}
          <code data-testid="totp-secret" className="break-all font-mono text-foreground">
            {step.secret}
          </code>
        </p>
        <form onSubmit={confirm} aria-label="Confirm two-factor sign-in" className="grid grid-cols-1 gap-4 sm:max-w-xs">
          <div className="grid grid-cols-1 gap-2">
            <label htmlFor="totp-code" className={labelClass}>
              Code from the app
            </label>
            <input
              id="totp-code"
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              required
              className={inputClass}
            />
          </div>
          {alert}
          {action("Turn on two-factor sign-in")}
        </form>
      </AccountCard>
    );
  }
  return (
    <AccountCard
      title="Two-factor sign-in"
      description={
        enabled
          ? `On: a sign-in needs a code from your authenticator app. ${recoveryCodesLeft} recovery code${recoveryCodesLeft === 1 ? "" : "s"} left.`
          : "Off. With it on, a sign-in also needs a code from an authenticator app on your phone. Turning it on or off signs out your other sessions."
      }
    >
      <form
        onSubmit={enabled ? disable : start}
        aria-label={enabled ? "Turn off two-factor sign-in" : "Set up two-factor sign-in"}
        className="grid grid-cols-1 gap-4 sm:max-w-md"
      >
        <PasswordInput form="two-factor" name="currentPassword" label="Current password" />
        {enabled && (
          <div className="grid grid-cols-1 gap-2 sm:max-w-xs">
            <label htmlFor="totp-off-code" className={labelClass}>
              Code from the app, or a recovery code
            </label>
            <input
              id="totp-off-code"
              name="code"
              autoComplete="one-time-code"
              required
              maxLength={40}
              className={inputClass}
            />
          </div>
        )}
        {alert}
        {action(enabled ? "Turn off two-factor sign-in" : "Set up two-factor sign-in")}
      </form>
    </AccountCard>
  );
}
