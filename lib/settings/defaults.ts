import { DEFAULTS } from "@/content/settings";
import { offices } from "@/content/offices";
import type { SiteSettings } from "./schema";

type Env = Record<string, string | undefined>;

/** An environment variable read when the server runs (a computed name is never inlined by the build); blank is unset. */
function fromEnv(env: Env, name: string, fallback: string): string {
  const value = env[name]?.trim();
  return value ? value : fallback;
}

/** The public origin of the site at run time, without a trailing slash: SITE_URL, else NEXT_PUBLIC_SITE_URL, else
 *  NEXTAUTH_URL, else http://localhost:3000. One build serves any domain. */
export function runtimeSiteUrl(env: Env = process.env): string {
  const names = ["SITE_URL", "NEXT_PUBLIC_SITE_URL", "NEXTAUTH_URL"];
  const value = names.map((name) => env[name]?.trim()).find(Boolean) ?? DEFAULTS.siteUrl;
  return value.replace(/\/+$/, "");
}

/** The settings before the owner first saves them: the built-in values, overridden by the environment. */
export function defaultSiteSettings(env: Env = process.env): SiteSettings {
  const whatsapp = fromEnv(env, "WHATSAPP_NUMBER", DEFAULTS.whatsapp);
  return {
    name: DEFAULTS.name,
    tagline: DEFAULTS.tagline,
    email: fromEnv(env, "CONTACT_EMAIL", DEFAULTS.email),
    phone: fromEnv(env, "CONTACT_PHONE", DEFAULTS.phone),
    whatsapp: whatsapp.startsWith("+") ? whatsapp : `+${whatsapp}`,
    offices: offices.map(({ city, region, address, timezone }) => ({ city, region, address, timezone })),
    social: {
      instagram: fromEnv(env, "SOCIAL_INSTAGRAM_URL", DEFAULTS.instagram),
      telegram: fromEnv(env, "SOCIAL_TELEGRAM_URL", DEFAULTS.telegram),
      linkedin: fromEnv(env, "SOCIAL_LINKEDIN_URL", DEFAULTS.linkedin),
      facebook: fromEnv(env, "SOCIAL_FACEBOOK_URL", DEFAULTS.facebook),
    },
    scopingFormUrl: fromEnv(env, "SCOPING_FORM_URL", DEFAULTS.scopingFormUrl),
    externalBlogUrl: fromEnv(env, "EXTERNAL_BLOG_URL", DEFAULTS.externalBlogUrl),
    ceoLinkedin: fromEnv(env, "CEO_LINKEDIN_URL", DEFAULTS.ceoLinkedin),
    seo: { title: DEFAULTS.seoTitle, description: DEFAULTS.tagline, ogImage: DEFAULTS.ogImage },
    announcement: { enabled: false, text: "", link: "" },
    insight: { weeklyDigest: true },
  };
}
