import "server-only";
import { landingPageRoutes } from "@/content/service-pages";
import type { LeadSource } from "./status";

/** The field the contact form sends with the page whose call to action led to it. */
const FROM_FIELD = "from";

/** Where a contact-form message came from: a service page's CTA when the form names one of those pages (anything
 *  else a visitor could type is ignored), else the contact form itself. */
export function leadOriginOf(form: FormData): { source: LeadSource; page: string } {
  const from = String(form.get(FROM_FIELD) ?? "");
  return landingPageRoutes.includes(from)
    ? { source: "service-cta", page: from }
    : { source: "contact", page: "/#contact" };
}
