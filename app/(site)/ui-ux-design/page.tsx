import { ServicePageView } from "@/components/site/service-page/service-page-view";
import { servicePageMetadata } from "@/components/site/service-page/metadata";
import { uiUxPage } from "@/content/service-pages";

export const generateMetadata = () => servicePageMetadata(uiUxPage);

export default function Page() {
  return <ServicePageView page={uiUxPage} />;
}
