import { ServicePageView } from "@/components/site/service-page/service-page-view";
import { servicePageMetadata } from "@/components/site/service-page/metadata";
import { aiCallingPage } from "@/content/service-pages";

export const generateMetadata = () => servicePageMetadata(aiCallingPage);

export default function Page() {
  return <ServicePageView page={aiCallingPage} />;
}
