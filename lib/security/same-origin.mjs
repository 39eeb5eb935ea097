// @ts-check
// Whether a state-changing request comes from a page of this site: the rule every admin route (lib/admin/action.ts)
// and every server action (server/serve.mjs, before Next, which refuses a foreign action with a 500) apply.

/** @typedef {Pick<Headers, "get"> | Record<string, string | string[] | undefined>} HeaderSource */

/** @param {HeaderSource} source @param {string} name @returns {string | undefined} */
function header(source, name) {
  if (typeof source.get === "function") return /** @type {Pick<Headers, "get">} */ (source).get(name) ?? undefined;
  const value = /** @type {Record<string, string | string[] | undefined>} */ (source)[name];
  return Array.isArray(value) ? value[0] : value;
}

/** The methods that change nothing. */
export const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * True when a browser sent this request from another site: its Origin names a host other than the one it was sent to
 * (X-Forwarded-Host, as Next compares it for server actions, else Host), or is "null" (a sandboxed or privacy-hidden
 * origin); without an Origin, when Sec-Fetch-Site says "cross-site" or "same-site" (a sibling subdomain is another
 * site's page too). A request with neither header is not a browser's cross-site request (a script of its own, which
 * carries no visitor's cookies unless given them) and passes.
 * @param {HeaderSource} headers
 */
export function crossSiteRequest(headers) {
  const origin = header(headers, "origin");
  if (origin !== undefined) {
    let host;
    try {
      host = new URL(origin).host;
    } catch {
      return true; // "null" and anything else that is not an origin
    }
    const forwarded = header(headers, "x-forwarded-host")?.split(",")[0]?.trim();
    return host !== (forwarded || header(headers, "host"));
  }
  const site = header(headers, "sec-fetch-site");
  return site === "cross-site" || site === "same-site";
}

export const CROSS_SITE_MESSAGE = "Refused: this request did not come from a page of this site.";
