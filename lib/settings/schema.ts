import { z } from "zod";
import { REQUIRED_FIELDS_MESSAGE, text, tooLong } from "@/lib/validation";
import { compactPhone } from "./links";

export const E164_MESSAGE = "Enter the number in international format, e.g. +91 98110 42730.";
export const HTTPS_MESSAGE = "Enter a full https:// address.";
export const EMAIL_MESSAGE = "Enter a valid e-mail address.";
export const LINK_MESSAGE = "Enter a full https:// address or a path on this site starting with /.";

const isE164 = (value: string) => /^\+[1-9]\d{6,14}$/.test(compactPhone(value));

function isHttps(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === "https:" && Boolean(url.hostname);
  } catch {
    return false;
  }
}

const required = (max: number) => text().trim().min(1, REQUIRED_FIELDS_MESSAGE).max(max, tooLong(max));
/** Free text that may be blank (stored as ""). */
const blankable = (max: number) => text().trim().max(max, tooLong(max)).default("");
const httpsUrl = required(2000).refine(isHttps, HTTPS_MESSAGE);
/** An https address or nothing (the link is then not shown). */
const optionalHttpsUrl = blankable(2000).refine((v) => v === "" || isHttps(v), HTTPS_MESSAGE);
const phone = required(30).refine(isE164, E164_MESSAGE);
/** An https address or a path on this site ("/images/…", "/blogs"), or nothing. */
const optionalLink = blankable(2000).refine(
  (v) => v === "" || isHttps(v) || (v.startsWith("/") && !v.startsWith("//")),
  LINK_MESSAGE,
);

const officeSchema = z.object({
  city: required(100),
  region: blankable(100),
  address: required(300),
  timezone: blankable(40),
});

/** Everything the owner sets on the admin Settings page: one record, read by every public page. */
export const siteSettingsSchema = z.object({
  name: required(100),
  tagline: required(300),
  email: required(254).pipe(z.email(EMAIL_MESSAGE)),
  phone,
  whatsapp: phone,
  offices: z.array(officeSchema).max(20).default([]),
  social: z.object({
    instagram: optionalHttpsUrl,
    telegram: optionalHttpsUrl,
    linkedin: optionalHttpsUrl,
    facebook: optionalHttpsUrl,
  }),
  scopingFormUrl: httpsUrl,
  externalBlogUrl: httpsUrl,
  ceoLinkedin: optionalHttpsUrl,
  seo: z.object({
    title: required(120),
    description: required(300),
    ogImage: optionalLink,
  }),
  announcement: z
    .object({
      enabled: z.boolean().default(false),
      text: blankable(200),
      link: optionalLink,
    })
    .refine((a) => !a.enabled || a.text !== "", {
      message: "Write the announcement's text, or turn the bar off.",
      path: ["text"],
    }),
  /** The weekly insight digest e-mail to the contact address (lib/insight/digest.ts); sent only with SMTP set up. */
  insight: z.object({ weeklyDigest: z.boolean().default(true) }).default({ weeklyDigest: true }),
});

export type SiteSettings = z.infer<typeof siteSettingsSchema>;

/** What the Settings form sends: the settings and the time of the version it was opened on ("" when none was saved). */
export const siteSettingsFormSchema = z.object({
  settings: siteSettingsSchema,
  updatedAt: z.string().max(40).default(""),
});
