/** Every public route pattern of the site, so the proxy can log requests for unknown paths (spec 001 §2.1). */
export const SERVICE_ROUTES = [
  "/web-apps", "/saas", "/mobile-apps", "/sales-force", "/ai-calling", "/ai-automation", "/ar-vr-development",
  "/gaming-ar-vr", "/iot", "/game-development", "/ui-ux-design", "/chatbot-development",
] as const;

const KNOWN: RegExp[] = [
  /^\/$/,
  ...SERVICE_ROUTES.map((r) => new RegExp(`^${r}$`)),
  /^\/(portfolio|products|speaksify|blogs|reviews|privacy-policy|blog-external|contact)$/,
  /^\/products\/[^/]+$/,
  /^\/case-study\/[^/]+$/,
  /^\/blog\/[^/]+$/,
  /^\/(sitemap\.xml|robots\.txt|rss\.xml|manifest\.webmanifest|favicon\.ico|icon\.svg|apple-icon\.png)$/,
  /^\/(case-study|blog)\/[^/]+\/opengraph-image[^/]*$/,
  /^\/opengraph-image[^/]*$/,
  /^\/admin(\/.*)?$/,
  /^\/api\/.+$/,
];

export const isKnownRoute = (pathname: string) => KNOWN.some((re) => re.test(pathname));
