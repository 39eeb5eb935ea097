"use client";

import { useFormContext } from "react-hook-form";
import { FormSection } from "@/components/admin/form/section";
import { TextField } from "@/components/admin/form/text-field.client";
import { fieldGrid, labelClass } from "@/components/admin/form/field-styles";
import { OfficesField } from "./offices-field.client";

/** The Settings form's sections: studio, contact, offices, links, search defaults, the announcement bar and the weekly
 *  digest. */
export function SettingsSections() {
  const { register } = useFormContext();
  return (
    <>
      <FormSection title="Studio" description="Shown in the header, the footer and the browser tab.">
        <div className={fieldGrid}>
          <TextField name="name" label="Studio name" required />
          <TextField name="tagline" label="Tagline" required />
        </div>
      </FormSection>
      <FormSection title="Contact" description="Phone numbers in international format, e.g. +91 98110 42730.">
        <div className={fieldGrid}>
          <TextField name="email" label="Contact e-mail" type="text" required />
          <TextField name="phone" label="Contact phone" required />
          <TextField name="whatsapp" label="WhatsApp number" required />
        </div>
      </FormSection>
      <FormSection title="Offices" description="Listed under 'Our offices' in the contact section.">
        <OfficesField />
      </FormSection>
      <FormSection title="Links" description="Full https:// addresses; a social link left blank is not shown.">
        <div className={fieldGrid}>
          <TextField name="scopingFormUrl" label="Scoping-form URL" type="url" required />
          <TextField name="externalBlogUrl" label="External blog URL" type="url" required />
          <TextField name="ceoLinkedin" label="CEO LinkedIn" type="url" />
          <TextField name="social.instagram" label="Instagram" type="url" />
          <TextField name="social.telegram" label="Telegram" type="url" />
          <TextField name="social.linkedin" label="LinkedIn" type="url" />
          <TextField name="social.facebook" label="Facebook" type="url" />
        </div>
      </FormSection>
      <FormSection
        title="Search and sharing"
        description="The title, description and image of pages that set none of their own."
      >
        <div className={fieldGrid}>
          <TextField name="seo.title" label="Default title" required />
          <TextField
            name="seo.ogImage"
            label="Open Graph image"
            help="An https:// address or a path such as /images/og-default.png."
          />
          <TextField name="seo.description" label="Default description" rows={3} required className="sm:col-span-2" />
        </div>
      </FormSection>
      <FormSection title="Announcement bar" description="An optional line above the navigation on every public page.">
        <label className={`${labelClass} flex items-center gap-3`}>
          <input type="checkbox" className="size-5 accent-cyan" {...register("announcement.enabled")} />
          Show the announcement bar
        </label>
        <div className={fieldGrid}>
          <TextField name="announcement.text" label="Announcement text" />
          <TextField
            name="announcement.link"
            label="Announcement link"
            help="An https:// address or a path on this site."
          />
        </div>
      </FormSection>
      <FormSection
        title="Weekly digest"
        description="Each Monday: last week's views, visits, leads, best and slowest pages, to the contact e-mail (when the site can send mail)."
      >
        <label className={`${labelClass} flex items-center gap-3`}>
          <input type="checkbox" className="size-5 accent-cyan" {...register("insight.weeklyDigest")} />
          Send me the weekly digest e-mail
        </label>
      </FormSection>
    </>
  );
}
