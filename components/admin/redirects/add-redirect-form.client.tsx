"use client";

import { useRouter } from "next/navigation";
import { FormProvider, useForm } from "react-hook-form";
import { Icon } from "@/components/ui/icon";
import { toast } from "sonner";
import { addRedirectAction } from "@/lib/redirects/actions/redirect";
import { buttonClass } from "@/components/ui/button";
import { TextField } from "@/components/admin/form/text-field.client";
import { toastSaveFailure } from "@/components/admin/form/save-feedback";

interface Values {
  fromPath: string;
  toPath: string;
}

/** Add a redirect from any old address of this site to a path or a full URL; loops are refused by the server. */
export function AddRedirectForm() {
  const router = useRouter();
  const methods = useForm<Values>({ defaultValues: { fromPath: "", toPath: "" } });
  const onSubmit = async (values: Values) => {
    const result = await addRedirectAction(values).catch(() => null);
    if (result?.ok) {
      toast.success("Redirect added", { description: `${values.fromPath} now leads to ${values.toPath}.` });
      methods.reset();
      router.refresh();
      return;
    }
    toastSaveFailure(result);
  };
  return (
    <FormProvider {...methods}>
      <form
        onSubmit={methods.handleSubmit(onSubmit)}
        aria-label="Add a redirect"
        className="grid grid-cols-1 gap-4 rounded-2xl border border-border bg-surface p-5 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
      >
        <TextField name="fromPath" label="From" placeholder="/old-page" required browserRequired />
        <TextField name="toPath" label="To" placeholder="/new-page or https://…" required browserRequired />
        <button type="submit" disabled={methods.formState.isSubmitting} className={buttonClass()}>
          {methods.formState.isSubmitting && <Icon name="Loader2" className="animate-spin" />}Add redirect
        </button>
      </form>
    </FormProvider>
  );
}
