import { describe, expect, it } from "vitest";
import { ENV_SETTINGS } from "@/content/settings";
import { defaultSiteSettings, runtimeSiteUrl } from "@/lib/settings/defaults";
import { mailtoHref, scopingFormHref, telHref, whatsappHref } from "@/lib/settings/links";
import { E164_MESSAGE, EMAIL_MESSAGE, HTTPS_MESSAGE, LINK_MESSAGE, siteSettingsSchema } from "@/lib/settings/schema";

const valid = () => defaultSiteSettings({});

/** The messages the schema gives, by dotted field path. */
function errorsOf(input: unknown): Record<string, string> {
  const result = siteSettingsSchema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join("."), i.message]));
}

describe("site settings", () => {
  it("the defaults are valid settings, and each environment variable overrides its field", () => {
    expect(siteSettingsSchema.parse(valid())).toEqual(valid());
    const settings = defaultSiteSettings({
      CONTACT_EMAIL: "team@studio.example",
      CONTACT_PHONE: "+44 20 7946 0958",
      WHATSAPP_NUMBER: "447946095800",
      SCOPING_FORM_URL: "https://forms.example/scope",
      SOCIAL_FACEBOOK_URL: "  ",
    });
    expect(settings).toMatchObject({
      email: "team@studio.example",
      phone: "+44 20 7946 0958",
      whatsapp: "+447946095800",
      scopingFormUrl: "https://forms.example/scope",
    });
    expect(settings.social.facebook).toBe(valid().social.facebook); // blank counts as unset
    expect(siteSettingsSchema.safeParse(settings).success).toBe(true);
    expect(ENV_SETTINGS.map((e) => e.name)).toContain("SITE_URL");
  });

  it("refuses a bad e-mail, a phone not in international format and a link that is not https, each at its field", () => {
    const input = valid();
    expect(errorsOf({ ...input, email: "hello@" })).toEqual({ email: EMAIL_MESSAGE });
    expect(errorsOf({ ...input, phone: "98110 42730" })).toEqual({ phone: E164_MESSAGE });
    expect(errorsOf({ ...input, whatsapp: "+0 123" })).toEqual({ whatsapp: E164_MESSAGE });
    expect(errorsOf({ ...input, scopingFormUrl: "http://cal.com/x" })).toEqual({ scopingFormUrl: HTTPS_MESSAGE });
    expect(errorsOf({ ...input, social: { ...input.social, instagram: "javascript:alert(1)" } })).toEqual({
      "social.instagram": HTTPS_MESSAGE,
    });
    expect(errorsOf({ ...input, seo: { ...input.seo, ogImage: "//evil.example/x.png" } })).toEqual({
      "seo.ogImage": LINK_MESSAGE,
    });
    expect(errorsOf({ ...input, announcement: { enabled: true, text: " ", link: "" } })).toHaveProperty(
      "announcement.text",
    );
    expect(errorsOf({ ...input, offices: [{ city: "", region: "", address: "x", timezone: "" }] })).toHaveProperty(
      "offices.0.city",
    );
  });

  it("accepts phones with spaces and dashes, blank social links, and a path or https link for the announcement", () => {
    const input = valid();
    const parsed = siteSettingsSchema.parse({
      ...input,
      phone: "+1 (415) 555-0134",
      social: { ...input.social, telegram: "" },
      announcement: { enabled: true, text: "We are hiring", link: "/blogs" },
    });
    expect(parsed.phone).toBe("+1 (415) 555-0134");
    expect(parsed.social.telegram).toBe("");
    expect(telHref(parsed.phone)).toBe("tel:+14155550134");
  });

  it("builds the contact links from the settings", () => {
    expect(scopingFormHref("https://cal.com/x?a=1", "header")).toBe("https://cal.com/x?a=1&utm_source=header");
    expect(scopingFormHref("https://cal.com/x")).toBe("https://cal.com/x");
    expect(whatsappHref("+91 98110 42730", "Hi")).toBe("https://wa.me/919811042730?text=Hi");
    expect(mailtoHref("a@b.example", "Hello there")).toBe("mailto:a@b.example?subject=Hello%20there");
  });

  it("the site URL is read when the server runs: SITE_URL, then NEXT_PUBLIC_SITE_URL, then NEXTAUTH_URL", () => {
    expect(runtimeSiteUrl({ SITE_URL: "https://a.example/", NEXT_PUBLIC_SITE_URL: "https://b.example" })).toBe(
      "https://a.example",
    );
    expect(runtimeSiteUrl({ NEXT_PUBLIC_SITE_URL: "https://b.example" })).toBe("https://b.example");
    expect(runtimeSiteUrl({ NEXTAUTH_URL: "https://c.example" })).toBe("https://c.example");
    expect(runtimeSiteUrl({})).toBe("http://localhost:3000");
  });
});
