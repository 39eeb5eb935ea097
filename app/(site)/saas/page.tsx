import { ServicePageView } from "@/components/site/service-page/service-page-view";
import { servicePageMetadata } from "@/components/site/service-page/metadata";
import { saasPage } from "@/content/service-pages";

export const generateMetadata = () => servicePageMetadata(saasPage);

export default function Page() {
  return <ServicePageView page={saasPage} />;
}
