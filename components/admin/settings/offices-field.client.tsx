"use client";

import { useFieldArray, useFormContext } from "react-hook-form";
import { Icon } from "@/components/ui/icon";
import { buttonClass } from "@/components/ui/button";
import { TextField } from "@/components/admin/form/text-field.client";
import type { SiteSettings } from "@/lib/settings/schema";

/** The offices, one row each: city, region, address and time zone; rows can be added and removed. */
export function OfficesField() {
  const { control } = useFormContext<SiteSettings>();
  const { fields, append, remove } = useFieldArray({ control, name: "offices" });
  return (
    <div className="grid grid-cols-1 gap-4">
      {fields.length === 0 && <p className="text-sm text-muted">No offices: the contact section shows none.</p>}
      <ol className="grid grid-cols-1 gap-4">
        {fields.map((field, i) => (
          <li
            key={field.id}
            className="grid grid-cols-1 gap-4 rounded-xl border border-border p-4 sm:grid-cols-[1fr_1fr_2fr_8rem_auto] sm:items-end"
          >
            <TextField name={`offices.${i}.city`} label={`Office ${i + 1} city`} required />
            <TextField name={`offices.${i}.region`} label="Region" />
            <TextField name={`offices.${i}.address`} label="Address" required />
            <TextField name={`offices.${i}.timezone`} label="Time zone" placeholder="GMT+5:30" />
            <button
              type="button"
              onClick={() => remove(i)}
              aria-label={`Remove office ${i + 1}`}
              className="grid size-11 place-items-center rounded-xl border border-border text-muted hover:border-pink hover:text-pink"
            >
              <Icon name="Trash2" className="size-4" />
            </button>
          </li>
        ))}
      </ol>
      <button
        type="button"
        onClick={() => append({ city: "", region: "", address: "", timezone: "GMT+5:30" })}
        className={buttonClass({ variant: "outline", size: "sm", className: "justify-self-start" })}
      >
        <Icon name="Plus" /> Add office
      </button>
    </div>
  );
}
