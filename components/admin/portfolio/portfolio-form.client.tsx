"use client";

import { useRouter } from "next/navigation";
import Link from "next/link";
import { FormProvider, useForm, type FieldErrors } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { ArrowLeft } from "lucide-react";
import { toast } from "sonner";
import type { z } from "zod";
import { projectFormSchema } from "@/lib/projects/schema";
import { createProjectAction, updateProjectAction } from "@/lib/projects/actions/project";
import { REQUIRED_FIELDS_MESSAGE } from "@/lib/validation";
import type { ProjectFormValues } from "@/lib/projects/form-values";
import { buttonClass } from "@/components/ui/button";
import { FormActionBar } from "@/components/admin/form/form-action-bar";
import { HydratedFieldset } from "@/components/admin/form/hydrated-fieldset.client";
import { toastSaveFailure, VALIDATION_TITLE } from "@/components/admin/form/save-feedback";
import { useSubmissionKey } from "@/components/admin/form/use-submission-key";
import { PortfolioSections } from "./portfolio-sections.client";

type Output = z.output<typeof projectFormSchema>;

/** Add New Portfolio / Edit Portfolio: seven sub-sections, validated by the same zod schema as the server. */
export function PortfolioForm({ id, openedAt, defaultValues }: { id?: string; openedAt?: string; defaultValues: ProjectFormValues }) {
  const router = useRouter();
  const methods = useForm<ProjectFormValues, unknown, Output>({ resolver: zodResolver(projectFormSchema), defaultValues });
  const saving = methods.formState.isSubmitting;
  const idempotencyKey = useSubmissionKey();

  const onValid = async (values: Output) => {
    const result = await (id && openedAt
      ? updateProjectAction({ id, openedAt, project: values, idempotencyKey })
      : createProjectAction({ ...values, idempotencyKey })).catch(() => null);
    if (result?.ok) {
      toast.success(id ? "Portfolio updated" : "Portfolio created",
        { description: `The portfolio has been successfully ${id ? "updated" : "created"}.` });
      router.push("/admin/portfolio");
      router.refresh();
      return;
    }
    toastSaveFailure(result);
  };
  // Missing required fields give "Please fill in all required fields."; otherwise the first field's own message (e.g. a bad URL).
  const onInvalid = (errors: FieldErrors<ProjectFormValues>) => {
    const missing = errors.title || errors.description || errors.serviceId;
    const first = Object.values(errors).find((e) => typeof e?.message === "string")?.message;
    toast.error(VALIDATION_TITLE, { description: missing || !first ? REQUIRED_FIELDS_MESSAGE : String(first) });
  };

  return (
    <FormProvider {...methods}>
      <form onSubmit={methods.handleSubmit(onValid, onInvalid)} noValidate className="grid grid-cols-1 gap-6" aria-label={id ? "Edit Portfolio" : "Add New Portfolio"}>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h1 className="font-display text-2xl font-semibold tracking-tight sm:text-3xl">{id ? "Edit Portfolio" : "Add New Portfolio"}</h1>
          <Link href="/admin/portfolio" className={buttonClass({ variant: "ghost", size: "sm" })}><ArrowLeft aria-hidden />Back to Portfolios</Link>
        </div>
        <HydratedFieldset>
          <PortfolioSections />
          <FormActionBar cancelHref="/admin/portfolio" saving={saving} label={id ? "Update Portfolio" : "Create Portfolio"} />
        </HydratedFieldset>
      </form>
    </FormProvider>
  );
}
