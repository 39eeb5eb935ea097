"use client";

import { useState, type FormEvent } from "react";
import { useRouter } from "next/navigation";
import { Icon } from "@/components/ui/icon";
import { toast } from "sonner";
import { changePasswordAction } from "@/lib/account/actions/account";
import { buttonClass } from "@/components/ui/button";
import { AccountCard } from "./card";
import { PasswordInput } from "./password-input";

/** Change password: the current one and the new one twice; every other session of the account ends on success. */
export function ChangePasswordForm() {
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    setPending(true);
    setError(null);
    const result = await changePasswordAction({
      currentPassword: String(form.get("currentPassword") ?? ""),
      newPassword: String(form.get("newPassword") ?? ""),
      confirmPassword: String(form.get("confirmPassword") ?? ""),
    }).catch(() => null);
    setPending(false);
    if (result?.ok) {
      formElement.reset();
      toast.success("Password changed", {
        description: `Signed out of ${result.data.ended} other session${result.data.ended === 1 ? "" : "s"}.`,
      });
      router.refresh();
      return;
    }
    setError(result ? result.error : "Something went wrong. Please try again.");
  }

  return (
    <AccountCard
      title="Change password"
      description="At least 12 characters that are hard to guess; every other device is signed out."
    >
      <form onSubmit={onSubmit} aria-label="Change password" className="grid grid-cols-1 gap-4 sm:max-w-md">
        <PasswordInput form="change-password" name="currentPassword" label="Current password" />
        <PasswordInput form="change-password" name="newPassword" label="New password" autoComplete="new-password" />
        <PasswordInput
          form="change-password"
          name="confirmPassword"
          label="Repeat new password"
          autoComplete="new-password"
        />
        <p role="alert" className="min-h-5 text-sm font-medium text-pink">
          {error}
        </p>
        <button type="submit" disabled={pending} className={buttonClass({ className: "justify-self-start" })}>
          {pending && <Icon name="Loader2" className="animate-spin" />}
          Change password
        </button>
      </form>
    </AccountCard>
  );
}
