"use client";

import { fieldGrid } from "@/components/admin/form/field-styles";
import { FormSection } from "@/components/admin/form/section";
import { TextField } from "@/components/admin/form/text-field.client";
import { ListField } from "@/components/admin/form/list-field.client";
import { ImageField } from "@/components/admin/media/image-field.client";
import { MarkdownEditor } from "./markdown-editor.client";

/** Basic Information, Tags and Content. */
export function BlogSections() {
  return (
    <>
      <FormSection title="Basic Information">
        <div className={fieldGrid}>
          <TextField name="title" label="Title" required browserRequired className="sm:col-span-2" />
          <TextField name="excerpt" label="Excerpt" rows={2} className="sm:col-span-2" />
          <TextField name="authorName" label="Author Name" required browserRequired />
          <TextField name="publishedAt" label="Date" type="date" required browserRequired />
          <TextField name="category" label="Category" placeholder="e.g. Technology, Design" />
          <ImageField name="authorAvatar" label="Author Avatar" />
          <ImageField name="featuredImage" label="Featured Image" />
          <TextField name="authorBio" label="Author Bio" rows={2} className="sm:col-span-2" />
        </div>
      </FormSection>
      <FormSection title="Tags">
        <ListField name="tags" label="Tags" itemLabel="Tag" placeholder="e.g. AI Agents" />
      </FormSection>
      <FormSection title="Content">
        <MarkdownEditor />
      </FormSection>
    </>
  );
}
