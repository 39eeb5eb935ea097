"use client";

import type { ContentFormProps } from "@/components/admin/form/content-form-props";
import { useRouter } from "next/navigation";
import { FormProvider, useForm } from "react-hook-form";
import { toast } from "sonner";
import { testimonialInputSchema } from "@/lib/testimonials/schema";
import type { TestimonialFormValues } from "@/lib/testimonials/form-values";
import { REVIEW_FILTERS, ALL_REVIEWS } from "@/content/review-filters";
import { createItemAction } from "@/lib/collections/actions/create-item";
import { updateItemAction } from "@/lib/collections/actions/update-item";
import { FormActionBar } from "@/components/admin/form/form-action-bar";
import { HydratedFieldset } from "@/components/admin/form/hydrated-fieldset.client";
import { toastSaveFailure, VALIDATION_TITLE } from "@/components/admin/form/save-feedback";
import { StaleChangesDialog, useStaleChanges } from "@/components/admin/revisions/stale-changes-dialog.client";
import { useSubmissionKey } from "@/components/admin/form/use-submission-key";
import { FormSection } from "@/components/admin/form/section";
import { fieldGrid } from "@/components/admin/form/field-styles";
import { TextField } from "@/components/admin/form/text-field.client";
import { SelectField } from "@/components/admin/form/select-field.client";
import { ImageField } from "@/components/admin/media/image-field.client";
import { PublishingSection } from "@/components/admin/form/publishing-section.client";
import { DraftCopy } from "@/components/admin/form/draft-copy.client";
import { fromLocalInput, toLocalInput } from "@/lib/publishing/form-time";
import { NEW_ITEM } from "@/lib/autosave/schema";
import { AdminTitle } from "@/components/admin/shell/admin-title";

const LIST = "/admin/testimonials";
const SERVICES = REVIEW_FILTERS.filter((f) => f.value !== ALL_REVIEWS).map((f) => ({ value: f.value, label: f.label }));
const STARS = ["5", "4", "3", "2", "1"].map((n) => ({ value: n, label: `${n} stars` }));

/** Create / edit a testimonial; the same zod schema validates here and on the server. */
export function TestimonialForm({
  id,
  openedAt,
  defaultValues,
  draftCopy = null,
  canPublish = true,
  readOnly,
}: ContentFormProps<TestimonialFormValues>) {
  const router = useRouter();
  const methods = useForm<TestimonialFormValues>({
    defaultValues: { ...defaultValues, publishAt: toLocalInput(defaultValues.publishAt) },
  });
  const saving = methods.formState.isSubmitting;
  const idempotencyKey = useSubmissionKey();
  const { show: seeChanges, ...staleChanges } = useStaleChanges("testimonial", id, openedAt);

  const onSubmit = async (values: TestimonialFormValues) => {
    const item = { ...values, publishAt: fromLocalInput(values.publishAt) };
    const parsed = testimonialInputSchema.safeParse(item);
    if (!parsed.success) {
      toast.error(VALIDATION_TITLE, { description: parsed.error.issues[0]?.message });
      return;
    }
    const result = await (
      id && openedAt
        ? updateItemAction({ type: "testimonial", id, openedAt, item, idempotencyKey })
        : createItemAction({ type: "testimonial", item, idempotencyKey })
    ).catch(() => null);
    if (result?.ok) {
      toast.success(id ? "Testimonial updated" : "Testimonial created", {
        description:
          id || item.status !== "draft"
            ? `The testimonial has been successfully ${id ? "updated" : "created"}.`
            : "The testimonial has been saved as a draft.",
      });
      router.push(LIST);
      router.refresh();
      return;
    }
    toastSaveFailure(result, seeChanges);
  };

  const heading = id ? "Edit Testimonial" : "Create Testimonial";
  return (
    <FormProvider {...methods}>
      <form onSubmit={methods.handleSubmit(onSubmit)} className="grid grid-cols-1 gap-6" aria-label={heading}>
        <AdminTitle>{heading}</AdminTitle>
        <h1 className="font-display text-2xl font-semibold tracking-tight sm:text-3xl">{heading}</h1>
        <HydratedFieldset disabled={Boolean(readOnly)}>
          <DraftCopy entity="testimonial" itemId={id ?? NEW_ITEM} offer={draftCopy} />
          <FormSection title="Who said it">
            <div className={fieldGrid}>
              <TextField name="title" label="Name" required browserRequired />
              <TextField name="role" label="Role" placeholder="e.g. Head of Operations" />
              <TextField name="company" label="Company" />
              <ImageField name="image" label="Photo" />
            </div>
          </FormSection>
          <FormSection title="Testimonial">
            <div className={fieldGrid}>
              <TextField name="quote" label="Quote" rows={5} required browserRequired className="sm:col-span-2" />
              <SelectField name="rating" label="Rating" options={STARS} />
              <SelectField name="service" label="Service (reviews page filter)" options={SERVICES} emptyOption="None" />
            </div>
          </FormSection>
          <FormSection title="Where it appears">
            <div className={fieldGrid}>
              <TextField name="projectId" label="Case study (project slug)" placeholder="Blank: on the reviews page" />
              <TextField name="sortOrder" label="Order on the reviews page" type="number" />
            </div>
          </FormSection>
          {id && canPublish && <PublishingSection />}
          <FormActionBar
            cancelHref={LIST}
            saving={saving}
            label={id ? "Update Testimonial" : "Publish"}
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
