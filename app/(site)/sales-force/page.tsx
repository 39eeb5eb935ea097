import { ServicePageView } from "@/components/site/service-page/service-page-view";
import { servicePageMetadata } from "@/components/site/service-page/metadata";
import { salesForcePage } from "@/content/service-pages";

export const metadata = servicePageMetadata(salesForcePage);

export default function Page() {
  return <ServicePageView page={salesForcePage} />;
}
