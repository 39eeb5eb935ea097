import { ServicePageView } from "@/components/site/service-page/service-page-view";
import { servicePageMetadata } from "@/components/site/service-page/metadata";
import { webAppsPage } from "@/content/service-pages";

export const generateMetadata = () => servicePageMetadata(webAppsPage);

export default function Page() {
  return <ServicePageView page={webAppsPage} />;
}
