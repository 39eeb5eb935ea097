import { ServicePageView } from "@/components/site/service-page/service-page-view";
import { servicePageMetadata } from "@/components/site/service-page/metadata";
import { iotPage } from "@/content/service-pages";

export const generateMetadata = () => servicePageMetadata(iotPage);

export default function Page() {
  return <ServicePageView page={iotPage} />;
}
