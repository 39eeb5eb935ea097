"use client";

import type { ContentFormProps } from "@/components/admin/form/content-form-props";
import { useRouter } from "next/navigation";
import { FormProvider, useForm } from "react-hook-form";
import { toast } from "sonner";
import { blogInputSchema } from "@/lib/blog/schema";
import { createItemAction } from "@/lib/collections/actions/create-item";
import { updateItemAction } from "@/lib/collections/actions/update-item";
import { toIsoTimestamp, type BlogFormValues } from "@/lib/blog/form-values";
import { FormActionBar } from "@/components/admin/form/form-action-bar";
import { HydratedFieldset } from "@/components/admin/form/hydrated-fieldset.client";
import { toastSaveFailure, VALIDATION_TITLE } from "@/components/admin/form/save-feedback";
import { StaleChangesDialog, useStaleChanges } from "@/components/admin/revisions/stale-changes-dialog.client";
import { useSubmissionKey } from "@/components/admin/form/use-submission-key";
import { FormSection } from "@/components/admin/form/section";
import { SlugField } from "@/components/admin/form/slug-field.client";
import { PublishingSection } from "@/components/admin/form/publishing-section.client";
import { fromLocalInput, toLocalInput } from "@/lib/publishing/form-time";
import { BlogSections } from "./blog-sections.client";
import { DraftCopy } from "@/components/admin/form/draft-copy.client";
import { PreviewActions } from "@/components/admin/form/preview-actions.client";
import { NEW_ITEM } from "@/lib/autosave/schema";
import { AdminTitle } from "@/components/admin/shell/admin-title";

/** Create / edit a blog post; the same zod schema validates here and on the server. */
export function BlogForm({
  id,
  openedAt,
  defaultValues,
  draftCopy = null,
  canPublish = true,
  readOnly,
}: ContentFormProps<BlogFormValues>) {
  const router = useRouter();
  const methods = useForm<BlogFormValues>({
    defaultValues: { ...defaultValues, publishAt: toLocalInput(defaultValues.publishAt) },
  });
  const saving = methods.formState.isSubmitting;
  const idempotencyKey = useSubmissionKey();
  const { show: seeChanges, ...staleChanges } = useStaleChanges("blog", id, openedAt);

  const onSubmit = async (values: BlogFormValues) => {
    const { slug, ...fields } = values;
    const post = {
      ...fields,
      publishedAt: toIsoTimestamp(values.publishedAt),
      publishAt: fromLocalInput(values.publishAt),
    };
    const parsed = blogInputSchema.safeParse(post);
    if (!parsed.success) {
      toast.error(VALIDATION_TITLE, { description: parsed.error.issues[0]?.message });
      return;
    }
    const result = await (
      id && openedAt
        ? updateItemAction({ type: "blog", id, openedAt, slug, item: post, idempotencyKey })
        : createItemAction({ type: "blog", slug, item: post, idempotencyKey })
    ).catch(() => null);
    if (result?.ok) {
      toast.success(id ? "Blog post updated" : "Blog post created", {
        description:
          id || post.status !== "draft"
            ? `The blog post has been successfully ${id ? "updated" : "created"}.`
            : "The blog post has been saved as a draft.",
      });
      router.push("/admin/blogs");
      router.refresh();
      return;
    }
    toastSaveFailure(result, seeChanges);
  };

  const heading = id ? "Edit Blog Post" : "Create Blog Post";
  return (
    <FormProvider {...methods}>
      <form onSubmit={methods.handleSubmit(onSubmit)} className="grid grid-cols-1 gap-6" aria-label={heading}>
        <AdminTitle>{heading}</AdminTitle>
        <h1 className="font-display text-2xl font-semibold tracking-tight sm:text-3xl">{heading}</h1>
        <HydratedFieldset disabled={Boolean(readOnly)}>
          {id && <PreviewActions kind="blog" id={id} />}
          <DraftCopy entity="blog" itemId={id ?? NEW_ITEM} offer={draftCopy} />
          <FormSection title="Address">
            <SlugField kind="blog" id={id} prefix="/blog/" />
          </FormSection>
          <BlogSections />
          {id && canPublish && <PublishingSection />}
          <FormActionBar
            cancelHref="/admin/blogs"
            saving={saving}
            label={id ? "Update Blog Post" : "Publish"}
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
