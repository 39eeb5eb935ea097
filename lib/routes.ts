import { SERVICE_ROUTES } from "@/content/service-pages/routes";

export { SERVICE_ROUTES };

/** Every public route pattern of the site, so the proxy can log requests for unknown paths. */
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

/** What a slug in a public URL can be: letters, digits, hyphens and underscores, at most 120. Anything else is
 *  answered before any lookup (proxy.ts), so a hostile slug never reaches the database or the page cache. */
const SLUG_SEGMENT = /^[A-Za-z0-9_-]{1,120}$/;
const LISTS = { blog: "/blogs", "case-study": "/portfolio" } as const;

/** Where a /blog/… or /case-study/… path with a malformed slug goes (its list: /blogs or /portfolio), or null. */
export function malformedSlugTarget(pathname: string): string | null {
  const match = /^\/(blog|case-study)\/([^/]*)(?:\/opengraph-image[^/]*)?$/.exec(pathname);
  if (!match) return null;
  return SLUG_SEGMENT.test(match[2]) ? null : LISTS[match[1] as keyof typeof LISTS];
}
