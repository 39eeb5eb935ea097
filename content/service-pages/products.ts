import type { ServicePage } from "./types";
import { getStarted } from "./shared";

/** The products listing's metadata and hero (the cards come from content/products.ts). */
export const productsListing: { route: string; meta: ServicePage["meta"]; hero: ServicePage["hero"] } = {
  route: "/products",
  meta: {
    title: "Products",
    description:
      "Software products built and run by Kairo Labs: Speaksify voice AI for lead engagement, Tracewell for AI agent observability and Docsense document intelligence.",
  },
  hero: {
    eyebrow: "Our products",
    title: "Products we build, run and",
    highlight: "use ourselves.",
    description:
      "Everything we learn on client work ends up in our own products — AI tools that answer leads, watch agents and read documents, in production every day.",
    actions: [getStarted("products-hero", "Talk to Us")],
  },
};
