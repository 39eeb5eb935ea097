import { landingMetadata } from "@/components/site/service-page/metadata";
import { ProductCards } from "@/components/site/service-page/product-cards";
import { ServiceHero } from "@/components/site/service-page/service-hero";
import { products } from "@/content/products";
import { getStarted } from "@/content/service-pages/shared";

const title = "Products";
const description = "Software products built and run by Kairo Labs: Speaksify voice AI for lead engagement, Tracewell for AI agent observability and Docsense document intelligence.";

export const metadata = landingMetadata({ route: "/products", title, description });

export default function ProductsPage() {
  return (
    <>
      <ServiceHero accent="purple" page="/products" hero={{
        eyebrow: "Our products",
        title: "Products we build, run and",
        highlight: "use ourselves.",
        description: "Everything we learn on client work ends up in our own products — AI tools that answer leads, watch agents and read documents, in production every day.",
        actions: [getStarted("products-hero", "Talk to Us")],
      }} />
      <section aria-label="Product list" className="pb-24">
        <div className="container-page"><ProductCards products={products} /></div>
      </section>
    </>
  );
}
