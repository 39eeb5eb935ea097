import { ServicePageView } from "@/components/site/service-page/service-page-view";
import { servicePageMetadata } from "@/components/site/service-page/metadata";
import { aiAutomationPage } from "@/content/service-pages";

export const generateMetadata = () => servicePageMetadata(aiAutomationPage);

export default function Page() {
  return <ServicePageView page={aiAutomationPage} />;
}
