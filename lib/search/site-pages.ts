import "server-only";
import { products } from "@/content/products";
import { servicePages, speaksifyPage } from "@/content/service-pages";
import type { ServicePage } from "@/content/service-pages/types";

export interface SitePageDocument {
  path: string;
  kind: "service" | "product";
  title: string;
  summary: string;
  body: string;
}

// Keys of the page content that hold no words a visitor would search for.
const NOT_TEXT = new Set([
  "id",
  "kind",
  "image",
  "icon",
  "route",
  "accent",
  "heroImage",
  "serviceCardId",
  "target",
  "variant",
  "group",
  "columns",
  "speaker",
  "popular",
  "backgroundImage",
  "color",
  "meta",
]);

/** Every visible string of a piece of page content, in order. */
function words(value: unknown, out: string[] = []): string[] {
  if (typeof value === "string") {
    if (!value.startsWith("/")) out.push(value);
  } else if (Array.isArray(value)) {
    for (const item of value) words(item, out);
  } else if (value && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) if (!NOT_TEXT.has(key)) words(item, out);
  }
  return out;
}

/** Pieces of text as one readable run: a title or list item without closing punctuation is set off by " · ", so a
 *  snippet cut from it reads "Voice AI · AI calls every lead in 30 seconds", not "Voice AI AI calls every lead". */
export function joinPieces(pieces: string[]): string {
  return pieces
    .map((piece) => piece.trim())
    .filter(Boolean)
    .reduce((text, piece) => (text ? `${text}${/[.!?:;…—–-]$/.test(text) ? " " : " · "}${piece}` : piece), "");
}

const pageBody = (page: ServicePage) => joinPieces(words([page.hero, page.sections]));

/** The service pages and products of content/, as search documents. */
export function sitePageDocuments(): SitePageDocument[] {
  const services = servicePages.map((page): SitePageDocument => ({
    path: page.route,
    kind: "service",
    title: page.meta.title,
    summary: page.meta.description,
    body: pageBody(page),
  }));
  const productDocs = products.map((product): SitePageDocument => {
    const own = product.ctaLink.startsWith("/products/");
    const landing = own && product.ctaLink === speaksifyPage.route ? pageBody(speaksifyPage) : "";
    return {
      path: own ? product.ctaLink : `/products#${product.id}`,
      kind: "product",
      title: product.title,
      summary: `${product.tagline}. ${product.description}`,
      body: joinPieces([product.tag, ...(product.claims ?? []), landing]),
    };
  });
  return [...services, ...productDocs];
}
