import { ServicePageView } from "@/components/site/service-page/service-page-view";
import { servicePageMetadata } from "@/components/site/service-page/metadata";
import { arVrPage } from "@/content/service-pages";

export const generateMetadata = () => servicePageMetadata(arVrPage);

export default function Page() {
  return <ServicePageView page={arVrPage} />;
}
