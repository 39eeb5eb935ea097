import { inputClass, labelClass } from "@/components/admin/form/field-styles";

/** A labelled password input of the Account page's forms. */
export function PasswordInput({ name, label, autoComplete = "current-password" }:
  { name: string; label: string; autoComplete?: "current-password" | "new-password" }) {
  return (
    <div className="grid gap-2">
      <label htmlFor={`account-${name}`} className={labelClass}>{label}</label>
      <input id={`account-${name}`} name={name} type="password" autoComplete={autoComplete} required className={inputClass} />
    </div>
  );
}
