"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { FormProvider, useForm, type FieldPath } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { toast } from "sonner";
import { saveSiteSettingsAction } from "@/lib/settings/actions/settings";
import type { z } from "zod";
import { siteSettingsSchema, type SiteSettings } from "@/lib/settings/schema";
import { FormActionBar } from "@/components/admin/form/form-action-bar";
import { HydratedFieldset } from "@/components/admin/form/hydrated-fieldset.client";
import { toastSaveFailure, VALIDATION_TITLE } from "@/components/admin/form/save-feedback";
import { SettingsSections } from "./settings-sections.client";

/** The Settings page's form: validated in the browser and again on the server by the same schema; the server's
 *  messages land at their fields too. */
export function SettingsForm({ openedAt, defaultValues }: { openedAt: string; defaultValues: SiteSettings }) {
  const router = useRouter();
  const methods = useForm<z.input<typeof siteSettingsSchema>, unknown, SiteSettings>({
    resolver: zodResolver(siteSettingsSchema),
    defaultValues,
  });
  const [updatedAt, setUpdatedAt] = useState(openedAt);

  const onValid = async (settings: SiteSettings) => {
    const result = await saveSiteSettingsAction({ settings, updatedAt }).catch(() => null);
    if (result?.ok) {
      setUpdatedAt(result.data.updatedAt);
      methods.reset(settings);
      toast.success("Settings saved", { description: "Every page shows the new settings now." });
      router.refresh();
      return;
    }
    for (const [path, messages] of Object.entries(result && !result.ok ? (result.fieldErrors ?? {}) : {})) {
      if (path.startsWith("settings."))
        methods.setError(path.slice("settings.".length) as FieldPath<z.input<typeof siteSettingsSchema>>, {
          message: messages[0],
        });
    }
    toastSaveFailure(result);
  };

  return (
    <FormProvider {...methods}>
      <form
        aria-label="Site settings"
        noValidate
        className="grid grid-cols-1 gap-6"
        onSubmit={methods.handleSubmit(onValid, () =>
          toast.error(VALIDATION_TITLE, { description: "Check the highlighted fields." }),
        )}
      >
        <HydratedFieldset>
          <SettingsSections />
          <FormActionBar cancelHref="/admin" saving={methods.formState.isSubmitting} label="Save Settings" />
        </HydratedFieldset>
      </form>
    </FormProvider>
  );
}
