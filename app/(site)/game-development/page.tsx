import { ServicePageView } from "@/components/site/service-page/service-page-view";
import { servicePageMetadata } from "@/components/site/service-page/metadata";
import { gameDevelopmentPage } from "@/content/service-pages";

export const generateMetadata = () => servicePageMetadata(gameDevelopmentPage);

export default function Page() {
  return <ServicePageView page={gameDevelopmentPage} />;
}
