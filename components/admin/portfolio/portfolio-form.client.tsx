"use client";

import type { ContentFormProps } from "@/components/admin/form/content-form-props";
import { useRouter } from "next/navigation";
import Link from "next/link";
import { FormProvider, useForm, type FieldErrors, type Resolver } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Icon } from "@/components/ui/icon";
import { toast } from "sonner";
import type { z } from "zod";
import { projectFormSchema } from "@/lib/projects/schema";
import { createItemAction } from "@/lib/collections/actions/create-item";
import { updateItemAction } from "@/lib/collections/actions/update-item";
import { REQUIRED_FIELDS_MESSAGE } from "@/lib/validation";
import type { ProjectFormValues } from "@/lib/projects/form-values";
import { buttonClass } from "@/components/ui/button";
import { FormActionBar } from "@/components/admin/form/form-action-bar";
import { HydratedFieldset } from "@/components/admin/form/hydrated-fieldset.client";
import { toastSaveFailure, VALIDATION_TITLE } from "@/components/admin/form/save-feedback";
import { StaleChangesDialog, useStaleChanges } from "@/components/admin/revisions/stale-changes-dialog.client";
import { useSubmissionKey } from "@/components/admin/form/use-submission-key";
import { FormSection } from "@/components/admin/form/section";
import { SlugField } from "@/components/admin/form/slug-field.client";
import { PublishingSection } from "@/components/admin/form/publishing-section.client";
import { toLocalInput } from "@/lib/publishing/form-time";
import { PortfolioSections } from "./portfolio-sections.client";
import { DraftCopy } from "@/components/admin/form/draft-copy.client";
import { PreviewActions } from "@/components/admin/form/preview-actions.client";
import { NEW_ITEM } from "@/lib/autosave/schema";
import { AdminTitle } from "@/components/admin/shell/admin-title";

type Output = z.output<typeof projectFormSchema>;

/** Add New Portfolio / Edit Portfolio: seven sub-sections, validated by the same zod schema as the server. */
export function PortfolioForm({
  id,
  openedAt,
  defaultValues,
  draftCopy = null,
  canPublish = true,
  readOnly,
}: ContentFormProps<ProjectFormValues>) {
  const router = useRouter();
  const methods = useForm<ProjectFormValues, unknown, Output>({
    // The slug is the form's own field, sent beside the project (the project schema does not hold it).
    resolver: zodResolver(projectFormSchema) as unknown as Resolver<ProjectFormValues, unknown, Output>,
    defaultValues: { ...defaultValues, publishAt: toLocalInput(defaultValues.publishAt as string) },
  });
  const saving = methods.formState.isSubmitting;
  const idempotencyKey = useSubmissionKey();
  const { show: seeChanges, ...staleChanges } = useStaleChanges("project", id, openedAt);

  const onValid = async (values: Output) => {
    const slug = methods.getValues("slug");
    const result = await (
      id && openedAt
        ? updateItemAction({ type: "project", id, openedAt, slug, item: values, idempotencyKey })
        : createItemAction({ type: "project", slug, item: values, idempotencyKey })
    ).catch(() => null);
    if (result?.ok) {
      toast.success(id ? "Portfolio updated" : "Portfolio created", {
        description:
          id || values.status !== "draft"
            ? `The portfolio has been successfully ${id ? "updated" : "created"}.`
            : "The portfolio has been saved as a draft.",
      });
      router.push("/admin/portfolio");
      router.refresh();
      return;
    }
    toastSaveFailure(result, seeChanges);
  };
  // Missing required fields give "Please fill in all required fields."; otherwise the first field's own message (e.g. a bad URL).
  const onInvalid = (errors: FieldErrors<ProjectFormValues>) => {
    const missing = errors.title || errors.description || errors.serviceId;
    const first = Object.values(errors).find((e) => typeof e?.message === "string")?.message;
    toast.error(VALIDATION_TITLE, { description: missing || !first ? REQUIRED_FIELDS_MESSAGE : String(first) });
  };

  const heading = id ? "Edit Portfolio" : "Add New Portfolio";
  return (
    <FormProvider {...methods}>
      <form
        onSubmit={methods.handleSubmit(onValid, onInvalid)}
        noValidate
        className="grid grid-cols-1 gap-6"
        aria-label={heading}
      >
        <AdminTitle>{heading}</AdminTitle>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h1 className="font-display text-2xl font-semibold tracking-tight sm:text-3xl">{heading}</h1>
          {/* on its own line under the heading (a phone) its arrow lines up with the heading, not its own padding */}
          <Link
            href="/admin/portfolio"
            className={buttonClass({ variant: "ghost", size: "sm", className: "max-sm:-ml-4" })}
          >
            <Icon name="ArrowLeft" />
            Back to Portfolios
          </Link>
        </div>
        <HydratedFieldset disabled={Boolean(readOnly)}>
          {id && <PreviewActions kind="project" id={id} />}
          <DraftCopy entity="project" itemId={id ?? NEW_ITEM} offer={draftCopy} />
          <FormSection title="Address">
            <SlugField kind="project" id={id} prefix="/case-study/" />
          </FormSection>
          <PortfolioSections />
          {id && canPublish && <PublishingSection />}
          <FormActionBar
            cancelHref="/admin/portfolio"
            saving={saving}
            label={id ? "Update Portfolio" : "Publish"}
            onChooseStatus={id ? undefined : (status) => methods.setValue("status", status)}
            canPublish={canPublish}
            readOnly={readOnly}
          />
        </HydratedFieldset>
      </form>
      <StaleChangesDialog {...staleChanges} />
    </FormProvider>
  );
}
