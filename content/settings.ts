/**
 * The studio's fixed identity, and the first-start defaults of the site settings the owner edits in the admin
 * (lib/settings). Environment variables override the defaults until the owner saves the Settings page; they are
 * read when the server runs, never inlined into a build.
 */

export interface EnvSetting {
  name: string;
  description: string;
  default: string;
}

export const DEFAULTS = {
  siteUrl: "http://localhost:3000",
  name: "Kairo Labs",
  tagline:
    "A software and AI studio building games, autonomous AI agents and complete AI ecosystems — engineered in India since 2024.",
  scopingFormUrl: "https://cal.com/kairolabs/scoping-session",
  email: "hello@kairolabs.dev",
  phone: "+91 98110 42730",
  whatsapp: "+91 98110 42730",
  externalBlogUrl: "https://blog.kairolabs.dev",
  ceoLinkedin: "https://www.linkedin.com/in/aarav-mehta-kairolabs",
  instagram: "https://www.instagram.com/kairolabs",
  telegram: "https://t.me/kairolabs",
  linkedin: "https://www.linkedin.com/company/kairolabs",
  facebook: "https://www.facebook.com/kairolabs",
  seoTitle: "Kairo Labs — Software & AI Studio",
  ogImage: "/images/og-default.png",
};

/** Documents every environment variable the site settings read. */
export const ENV_SETTINGS: EnvSetting[] = [
  {
    name: "SITE_URL",
    description:
      "Public origin of the site (canonical URLs, sitemap, RSS, Open Graph), read at run time; NEXT_PUBLIC_SITE_URL is accepted too.",
    default: DEFAULTS.siteUrl,
  },
  {
    name: "SCOPING_FORM_URL",
    description: "External scoping-session form opened by Get Started and other calls to action.",
    default: DEFAULTS.scopingFormUrl,
  },
  {
    name: "CONTACT_EMAIL",
    description: "Contact e-mail shown on the site, in the footer and in the privacy policy.",
    default: DEFAULTS.email,
  },
  {
    name: "CONTACT_PHONE",
    description: "Contact phone number (international format) shown on the contact cards and in the footer.",
    default: DEFAULTS.phone,
  },
  {
    name: "WHATSAPP_NUMBER",
    description: "WhatsApp number in international format for the WhatsApp Chat links.",
    default: DEFAULTS.whatsapp,
  },
  {
    name: "EXTERNAL_BLOG_URL",
    description: "External blog site that the blog redirect route sends visitors to.",
    default: DEFAULTS.externalBlogUrl,
  },
  {
    name: "FORM_FORWARD_URL",
    description: "Optional form-forwarding service or webhook that also receives contact-form submissions.",
    default: "",
  },
  {
    name: "CEO_LINKEDIN_URL",
    description: "The CEO's LinkedIn profile (Connect on LinkedIn button in the about section).",
    default: DEFAULTS.ceoLinkedin,
  },
  { name: "SOCIAL_INSTAGRAM_URL", description: "Studio Instagram page.", default: DEFAULTS.instagram },
  { name: "SOCIAL_TELEGRAM_URL", description: "Studio Telegram channel or contact.", default: DEFAULTS.telegram },
  { name: "SOCIAL_LINKEDIN_URL", description: "Studio LinkedIn company page.", default: DEFAULTS.linkedin },
  { name: "SOCIAL_FACEBOOK_URL", description: "Studio Facebook page.", default: DEFAULTS.facebook },
];

/** What the owner does not edit: the legal name and the CEO of the about section. */
export const studio = {
  legalName: "Kairo Labs Private Limited",
  ceo: {
    name: "Aarav Mehta",
    role: "Founder & CEO",
    quote:
      "We started Kairo Labs to close the gap between what AI does in a demo and what it does on a Monday morning inside a real business. Every product we ship is judged by that second number.",
    portrait: "/images/people/ceo-portrait.svg",
  },
};
