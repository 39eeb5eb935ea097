import type { SiteSettings } from "./types";

/**
 * Site settings: the links and contact details the content does not fix, with environment overrides.
 * Every variable is read by its literal name (process.env.NAME) so Next.js can inline it where configured.
 * A blank value counts as unset.
 */

export interface EnvSetting {
  name: string;
  description: string;
  default: string;
}

const DEFAULTS = {
  siteUrl: "http://localhost:3000",
  scopingFormUrl: "https://cal.com/kairolabs/scoping-session",
  email: "hello@kairolabs.dev",
  phone: "+91 98110 42730",
  whatsapp: "919811042730",
  externalBlogUrl: "https://blog.kairolabs.dev",
  ceoLinkedin: "https://www.linkedin.com/in/aarav-mehta-kairolabs",
  instagram: "https://www.instagram.com/kairolabs",
  telegram: "https://t.me/kairolabs",
  linkedin: "https://www.linkedin.com/company/kairolabs",
  facebook: "https://www.facebook.com/kairolabs",
};

/** Documents every environment variable the site settings read (printed by the README). */
export const ENV_SETTINGS: EnvSetting[] = [
  { name: "NEXT_PUBLIC_SITE_URL", description: "Public origin of the site, used for canonical URLs, sitemaps and Open Graph links.", default: DEFAULTS.siteUrl },
  { name: "SCOPING_FORM_URL", description: "External scoping-session form opened by Get Started and other calls to action.", default: DEFAULTS.scopingFormUrl },
  { name: "CONTACT_EMAIL", description: "Contact e-mail shown on the site, in the footer and in the privacy policy.", default: DEFAULTS.email },
  { name: "CONTACT_PHONE", description: "Contact phone number shown on the contact cards and in the footer.", default: DEFAULTS.phone },
  { name: "WHATSAPP_NUMBER", description: "WhatsApp number in international format (digits only) for the WhatsApp Chat links.", default: DEFAULTS.whatsapp },
  { name: "EXTERNAL_BLOG_URL", description: "External blog site that the blog redirect route sends visitors to.", default: DEFAULTS.externalBlogUrl },
  { name: "FORM_FORWARD_URL", description: "Optional form-forwarding service or webhook that also receives contact-form submissions.", default: "" },
  { name: "CEO_LINKEDIN_URL", description: "The CEO's LinkedIn profile (Connect on LinkedIn button in the about section).", default: DEFAULTS.ceoLinkedin },
  { name: "SOCIAL_INSTAGRAM_URL", description: "Studio Instagram page.", default: DEFAULTS.instagram },
  { name: "SOCIAL_TELEGRAM_URL", description: "Studio Telegram channel or contact.", default: DEFAULTS.telegram },
  { name: "SOCIAL_LINKEDIN_URL", description: "Studio LinkedIn company page.", default: DEFAULTS.linkedin },
  { name: "SOCIAL_FACEBOOK_URL", description: "Studio Facebook page.", default: DEFAULTS.facebook },
];

function pick(value: string | undefined, fallback: string): string {
  const trimmed = value?.trim();
  return trimmed ? trimmed : fallback;
}

function optional(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

export const site: SiteSettings = {
  name: "Kairo Labs",
  legalName: "Kairo Labs Private Limited",
  tagline: "A software and AI studio building games, autonomous AI agents and complete AI ecosystems — engineered in India since 2024.",
  siteUrl: pick(process.env.NEXT_PUBLIC_SITE_URL, DEFAULTS.siteUrl).replace(/\/+$/, ""),
  email: pick(process.env.CONTACT_EMAIL, DEFAULTS.email),
  phone: pick(process.env.CONTACT_PHONE, DEFAULTS.phone),
  whatsapp: pick(process.env.WHATSAPP_NUMBER, DEFAULTS.whatsapp),
  scopingFormUrl: pick(process.env.SCOPING_FORM_URL, DEFAULTS.scopingFormUrl),
  externalBlogUrl: pick(process.env.EXTERNAL_BLOG_URL, DEFAULTS.externalBlogUrl),
  formForwardUrl: optional(process.env.FORM_FORWARD_URL),
  social: {
    instagram: pick(process.env.SOCIAL_INSTAGRAM_URL, DEFAULTS.instagram),
    telegram: pick(process.env.SOCIAL_TELEGRAM_URL, DEFAULTS.telegram),
    linkedin: pick(process.env.SOCIAL_LINKEDIN_URL, DEFAULTS.linkedin),
    facebook: pick(process.env.SOCIAL_FACEBOOK_URL, DEFAULTS.facebook),
  },
  ceo: {
    name: "Aarav Mehta",
    role: "Founder & CEO",
    quote:
      "We started Kairo Labs to close the gap between what AI does in a demo and what it does on a Monday morning inside a real business. Every product we ship is judged by that second number.",
    linkedin: pick(process.env.CEO_LINKEDIN_URL, DEFAULTS.ceoLinkedin),
    portrait: "/images/people/ceo-portrait.svg",
  },
};

/** The scoping-session form URL, with `utm_source` added as a query parameter when given. */
export function scopingFormHref(utmSource?: string): string {
  const base = site.scopingFormUrl;
  const source = utmSource?.trim();
  if (!source) return base;
  try {
    const url = new URL(base);
    url.searchParams.set("utm_source", source);
    return url.toString();
  } catch {
    const [withoutHash, hash] = base.split("#", 2);
    const separator = withoutHash.includes("?") ? "&" : "?";
    return `${withoutHash}${separator}utm_source=${encodeURIComponent(source)}${hash ? `#${hash}` : ""}`;
  }
}

/** A wa.me link to the studio's WhatsApp number, optionally with a prefilled message. */
export function whatsappHref(text?: string): string {
  const digits = site.whatsapp.replace(/\D/g, "");
  const message = text?.trim();
  return `https://wa.me/${digits}${message ? `?text=${encodeURIComponent(message)}` : ""}`;
}

/** A mailto link to the studio's e-mail, optionally with a subject. */
export function mailtoHref(subject?: string): string {
  const title = subject?.trim();
  return `mailto:${site.email}${title ? `?subject=${encodeURIComponent(title)}` : ""}`;
}

/** A tel link to the studio's phone number (spaces and punctuation removed, leading + kept). */
export function telHref(): string {
  const compact = site.phone.replace(/[^\d+]/g, "");
  return `tel:${compact}`;
}
