import { ServicePageView } from "@/components/site/service-page/service-page-view";
import { servicePageMetadata } from "@/components/site/service-page/metadata";
import { agentsPage } from "@/content/service-pages";

export const generateMetadata = () => servicePageMetadata(agentsPage);

export default function Page() {
  return <ServicePageView page={agentsPage} />;
}
