import { ServicePageView } from "@/components/site/service-page/service-page-view";
import { servicePageMetadata } from "@/components/site/service-page/metadata";
import { gamingArVrPage } from "@/content/service-pages";

export const generateMetadata = () => servicePageMetadata(gamingArVrPage);

export default function Page() {
  return <ServicePageView page={gamingArVrPage} />;
}
