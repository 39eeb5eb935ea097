// @ts-check
// A request path as a route label with few values (metrics must not grow with every slug, query or made-up path).

/** @type {[RegExp, string][]} */
const ROUTES = [
  [/^\/_next\/static\//, "/_next/static"],
  [/^\/_next\/image/, "/_next/image"],
  [/^\/_next\//, "/_next"],
  [/^\/(images|video|icons|fonts)\//, "/public"],
  [/^\/blog\/[^/]+\/opengraph-image/, "/blog/[slug]/opengraph-image"],
  [/^\/blog\/[^/]+$/, "/blog/[slug]"],
  [/^\/case-study\/[^/]+\/opengraph-image/, "/case-study/[id]/opengraph-image"],
  [/^\/case-study\/[^/]+$/, "/case-study/[id]"],
  [/^\/products\/[^/]+$/, "/products/[slug]"],
  // Every content type's editor: /admin/{its list}/edit/{id}.
  [/^\/admin\/([a-z-]{1,40})\/edit\//, "/admin/$1/edit/[id]"],
  [/^\/api\/admin\/backups\/[^/]+$/, "/api/admin/backups/[id]"],
  [/^\/api\/auth\//, "/api/auth"],
];
const FLAT = /^\/[a-z0-9-]{0,40}(\/[a-z0-9-]{1,40}){0,2}$/;

/** "/blog/ai-agents?x=1" → "/blog/[slug]"; any 404 → "not-found"; another short path stays itself (the site's own
 *  routes: a path that is not one of them answers 404). */
export function routeLabel(/** @type {string} */ url, /** @type {number} */ status) {
  if (status === 404) return "not-found";
  const path = url.split("?")[0];
  for (const [pattern, label] of ROUTES) {
    const match = pattern.exec(path);
    if (match) return label.replace("$1", match[1] ?? "");
  }
  return FLAT.test(path) ? path : "other";
}
