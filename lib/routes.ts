import { SERVICE_ROUTES } from "@/content/service-pages/routes";

export { SERVICE_ROUTES };

/** Every route pattern of the site: a redirect may not hide a live page. */
const KNOWN: RegExp[] = [
  /^\/$/,
  ...SERVICE_ROUTES.map((r) => new RegExp(`^${r}$`)),
  /^\/(portfolio|products|speaksify|blogs|reviews|privacy-policy|blog-external|contact|search)$/,
  /^\/products\/[^/]+$/,
  /^\/case-study\/[^/]+$/,
  /^\/blog\/[^/]+$/,
  /^\/preview\/(expired|invalid|unavailable)$/,
  /^\/(sitemap\.xml|robots\.txt|rss\.xml|manifest\.webmanifest|favicon\.ico|icon\.svg|apple-icon\.png)$/,
  /^\/(case-study|blog)\/[^/]+\/opengraph-image[^/]*$/,
  /^\/opengraph-image[^/]*$/,
  /^\/admin(\/.*)?$/,
  /^\/api\/.+$/,
];

export const isKnownRoute = (pathname: string) => KNOWN.some((re) => re.test(pathname));
