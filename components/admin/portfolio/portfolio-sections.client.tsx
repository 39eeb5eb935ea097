"use client";

import Link from "next/link";
import { useFormContext } from "react-hook-form";
import { SERVICE_IDS, SERVICE_PAGE_IDS, PROJECT_TYPES } from "@/lib/projects/schema";
import { SERVICE_LABELS, SERVICE_PAGE_LABELS } from "@/content/categories";
import { FormSection } from "@/components/admin/form/section";
import { TextField } from "@/components/admin/form/text-field.client";
import { ListField } from "@/components/admin/form/list-field.client";
import { SelectField } from "@/components/admin/form/select-field.client";
import { fieldGrid, labelClass } from "@/components/admin/form/field-styles";
import { ImageField } from "@/components/admin/media/image-field.client";
import { GalleryField } from "@/components/admin/media/gallery-field.client";
import { TechStackField } from "./tech-stack-field.client";
import { MetricsField } from "./metrics-field.client";

/** "Also show on": other service pages whose portfolio section lists the project (Salesforce too). */
function AlsoShowOn() {
  const { register } = useFormContext();
  return (
    <fieldset className="grid grid-cols-1 gap-2 sm:col-span-2">
      <legend className={labelClass}>Also show on</legend>
      <p id="also-show-on-hint" className="text-sm text-muted">
        Service pages besides its own service whose portfolio section lists this project.
      </p>
      <div className="flex flex-wrap gap-x-5 gap-y-2" aria-describedby="also-show-on-hint">
        {SERVICE_PAGE_IDS.map((page) => (
          <label key={page} className="inline-flex items-center gap-2 text-sm">
            <input type="checkbox" value={page} className="size-4 accent-current" {...register("alsoShowOn")} />
            {SERVICE_PAGE_LABELS[page] ?? page}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** The seven sub-sections holding every Project field. */
export function PortfolioSections() {
  return (
    <>
      <FormSection title="Basic Information" description="Title, description and service are required.">
        <div className={fieldGrid}>
          <TextField name="title" label="Title" required />
          <TextField name="client" label="Client" />
          <SelectField
            name="serviceId"
            label="Service"
            required
            emptyOption="Select a service"
            options={SERVICE_IDS.map((id) => ({ value: id, label: SERVICE_LABELS[id] ?? id }))}
          />
          <TextField name="description" label="Description" rows={4} required className="sm:col-span-2" />
          <AlsoShowOn />
        </div>
      </FormSection>
      <FormSection
        title="Media"
        description="Images from the media library, paths on this site (/images/…) or https:// URLs of allowed hosts."
      >
        <div className={fieldGrid}>
          <ImageField name="image" label="Featured Image" />
          <ImageField name="clientLogo" label="Client Logo" />
          <TextField name="liveUrl" label="Live URL" type="url" />
          <GalleryField name="gallery" label="Gallery" />
        </div>
      </FormSection>
      <FormSection
        title="Case Study"
        description="With both a challenge and a solution the project is listed as a case study."
      >
        <div className={fieldGrid}>
          <TextField name="challenge" label="Challenge" rows={4} />
          <TextField name="solution" label="Solution" rows={4} />
          <div className="sm:col-span-2">
            <ListField name="approach" label="Approach" itemLabel="Approach step" ordered />
          </div>
          <div className="sm:col-span-2">
            <ListField name="features" label="Key features" itemLabel="Key feature" ordered />
          </div>
        </div>
      </FormSection>
      <FormSection title="Tech Stack">
        <ListField name="technologies" label="Technologies" itemLabel="Technology" placeholder="e.g. Next.js" />
        <TechStackField />
      </FormSection>
      <FormSection title="Metrics">
        <MetricsField />
      </FormSection>
      <FormSection title="Testimonial">
        <p className="text-sm text-muted">
          The case study shows the published testimonial linked to this project: add or edit it under{" "}
          <Link href="/admin/testimonials" className="font-medium text-foreground underline underline-offset-4">
            Testimonials
          </Link>{" "}
          (its Case study field is this project&apos;s slug).
        </p>
      </FormSection>
      <FormSection title="Project Meta">
        <div className={fieldGrid}>
          <TextField name="timeline" label="Timeline" placeholder="e.g. 6 months" />
          <TextField name="teamSize" label="Team Size" placeholder="e.g. 5 engineers" />
          <TextField name="industry" label="Industry" placeholder="e.g. Healthcare" />
          <SelectField
            name="projectType"
            label="Project Type"
            emptyOption="Not set"
            options={PROJECT_TYPES.map((t) => ({ value: t, label: t }))}
          />
        </div>
      </FormSection>
    </>
  );
}
