// No imports: client components use these, and the settings schema (zod) must stay out of public bundles.

/** Digits of a phone number as typed ("+91 98110-42730" → "+919811042730"). */
export const compactPhone = (value: string) => value.replace(/[\s().-]/g, "");

/** The scoping-session form URL, with `utm_source` added as a query parameter when given. */
export function scopingFormHref(base: string, utmSource?: string): string {
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

/** A wa.me link to a WhatsApp number, optionally with a prefilled message. */
export function whatsappHref(number: string, text?: string): string {
  const digits = number.replace(/\D/g, "");
  const message = text?.trim();
  return `https://wa.me/${digits}${message ? `?text=${encodeURIComponent(message)}` : ""}`;
}

/** A mailto link, optionally with a subject. */
export function mailtoHref(email: string, subject?: string): string {
  const title = subject?.trim();
  return `mailto:${email}${title ? `?subject=${encodeURIComponent(title)}` : ""}`;
}

/** A tel link (spaces and punctuation removed, leading + kept). */
export const telHref = (phone: string) => `tel:${compactPhone(phone)}`;
