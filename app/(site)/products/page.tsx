import { landingMetadata } from "@/components/site/service-page/metadata";
import { ProductCards } from "@/components/site/service-page/product-cards";
import { ServiceHero } from "@/components/site/service-page/service-hero";
import { products } from "@/content/products";
import { productsListing } from "@/content/service-pages/products";

export const generateMetadata = () => landingMetadata({ route: productsListing.route, ...productsListing.meta });

export default function ProductsPage() {
  return (
    <>
      <ServiceHero accent="purple" page={productsListing.route} hero={productsListing.hero} />
      <section aria-label="Product list" className="pb-24">
        <div className="container-page">
          <ProductCards products={products} from="/products" />
        </div>
      </section>
    </>
  );
}
