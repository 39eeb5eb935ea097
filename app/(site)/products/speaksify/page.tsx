import { ServicePageView } from "@/components/site/service-page/service-page-view";
import { servicePageMetadata } from "@/components/site/service-page/metadata";
import { speaksifyPage } from "@/content/service-pages";

export const generateMetadata = () => servicePageMetadata(speaksifyPage);

export default function Page() {
  return <ServicePageView page={speaksifyPage} />;
}
