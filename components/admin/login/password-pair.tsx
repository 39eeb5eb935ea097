import { inputClass, labelClass } from "@/components/admin/form/field-styles";

/** A new password and its confirmation, with the rule the server checks. */
export function PasswordPair({ error }: { error?: string }) {
  return (
    <>
      <div className="grid grid-cols-1 gap-2">
        <label htmlFor="new-password" className={labelClass}>
          New password
        </label>
        <input
          id="new-password"
          name="password"
          type="password"
          autoComplete="new-password"
          required
          minLength={12}
          aria-describedby="new-password-help"
          aria-invalid={error ? true : undefined}
          className={inputClass}
        />
        <p id="new-password-help" className="text-xs text-muted">
          At least 12 characters, hard to guess: several unrelated words work well.
        </p>
      </div>
      <div className="grid grid-cols-1 gap-2">
        <label htmlFor="confirm-password" className={labelClass}>
          Confirm password
        </label>
        <input
          id="confirm-password"
          name="confirmPassword"
          type="password"
          autoComplete="new-password"
          required
          className={inputClass}
        />
      </div>
    </>
  );
}
