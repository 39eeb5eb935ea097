import { getSiteSettings } from "@/lib/settings/queries";
import { serviceById } from "@/content/services";
import type { ServicePage } from "@/content/service-pages/types";
import { serviceJsonLd } from "@/content/service-pages/json-ld";
import { JsonLd } from "@/components/ui/json-ld";

/** schema.org Service description of the page, with the starting price where known. */
export async function ServiceJsonLd({ page }: { page: ServicePage }) {
  const site = await getSiteSettings();
  const data = serviceJsonLd(page, site, serviceById(page.serviceCardId)?.startingPrice);
  return <JsonLd data={data} />;
}
