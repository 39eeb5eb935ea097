import { inputClass, labelClass } from "@/components/admin/form/field-styles";

/** A labelled password input of the Account page's forms. */
export function PasswordInput({
  form,
  name,
  label,
  autoComplete = "current-password",
}: {
  form: string;
  name: string;
  label: string;
  autoComplete?: "current-password" | "new-password";
}) {
  const id = `${form}-${name}`;
  return (
    <div className="grid grid-cols-1 gap-2">
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <input id={id} name={name} type="password" autoComplete={autoComplete} required className={inputClass} />
    </div>
  );
}
