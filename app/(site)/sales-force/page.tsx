import { PageFadeIn } from "@/components/site/service-page/page-fade-in";
import { ServicePageView } from "@/components/site/service-page/service-page-view";
import { servicePageMetadata } from "@/components/site/service-page/metadata";
import { salesForcePage } from "@/content/service-pages";
import { SALESFORCE_FADE_IN_MS } from "@/content/service-pages/sales-force";

export const generateMetadata = () => servicePageMetadata(salesForcePage);

export default function Page() {
  return (
    <PageFadeIn delayMs={SALESFORCE_FADE_IN_MS}>
      <ServicePageView page={salesForcePage} />
    </PageFadeIn>
  );
}
