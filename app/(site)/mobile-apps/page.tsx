import { ServicePageView } from "@/components/site/service-page/service-page-view";
import { servicePageMetadata } from "@/components/site/service-page/metadata";
import { mobileAppsPage } from "@/content/service-pages";

export const generateMetadata = () => servicePageMetadata(mobileAppsPage);

export default function Page() {
  return <ServicePageView page={mobileAppsPage} />;
}
