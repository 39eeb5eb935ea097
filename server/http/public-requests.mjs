// @ts-check
// What server/serve.mjs answers, adds or logs itself for a request that is not for /admin. Next's proxy (proxy.ts)
// would cost more than serving a cached page does: about 0.7 ms of CPU a request, to build a Request, a Response and
// their headers (public pages serve 33-46 % more requests per second without it). So the proxy runs for /admin only,
// and public requests get these few string checks instead.

const MALFORMED_ENCODING = "Bad request: the address has malformed %-encoding.";
/** What a slug in a public URL can be: letters, digits, hyphens and underscores, at most 120. */
const SLUG_SEGMENT = /^[A-Za-z0-9_-]{1,120}$/;
const LISTS = { blog: "/blogs", "case-study": "/portfolio" };
/** Build assets and files served from public/: no page, nothing to add. */
const FILES = /^\/(_next|images|media|video|icons|fonts)\//;
/** The cookie of Next's draft mode (lib/preview). */
const DRAFT_MODE = /(?:^|;\s*)__prerender_bypass=/;
const PREVIEW_PATH = /^\/(api\/)?preview(\/|$)/;
/** Headers of the answers given without Next, whose own headers (next.config.ts) they do not get. */
const OWN_ANSWER = { "Cache-Control": "no-store", "X-Content-Type-Options": "nosniff" };

/** Where a /blog/… or /case-study/… path with a malformed slug goes (its list: /blogs or /portfolio), or null. */
export function malformedSlugTarget(/** @type {string} */ pathname) {
  const match = /^\/(blog|case-study)\/([^/]*)(?:\/opengraph-image[^/]*)?$/.exec(pathname);
  if (!match) return null;
  return SLUG_SEGMENT.test(match[2]) ? null : LISTS[/** @type {keyof typeof LISTS} */ (match[1])];
}

/** The path of a request's target ("/blog/x?y=1" → "/blog/x"); null for a target that is not a path. */
export function pathOf(/** @type {string | undefined} */ url) {
  if (!url?.startsWith("/")) return null;
  const query = url.indexOf("?");
  return query < 0 ? url : url.slice(0, query);
}

/**
 * The answer to give without Next, or null: 400 for an address with malformed %-encoding (any path), a redirect to
 * its list for a malformed blog or case-study slug, so that a hostile slug never reaches a cached read, the
 * database or the page cache.
 * @param {string} pathname
 * @returns {{ status: number, headers: Record<string, string>, body: string } | null}
 */
export function answerBeforeNext(pathname) {
  try {
    decodeURIComponent(pathname);
  } catch {
    return {
      status: 400,
      headers: { ...OWN_ANSWER, "Content-Type": "text/plain; charset=utf-8" },
      body: MALFORMED_ENCODING,
    };
  }
  const list = malformedSlugTarget(pathname);
  return list ? { status: 307, headers: { ...OWN_ANSWER, Location: list }, body: "" } : null;
}

/**
 * Headers for a response to anything but /admin and files. A reverse proxy's micro-cache (deploy/nginx.conf) may
 * keep a public page until the end of the current second and no longer (nginx's own lifetimes count whole seconds,
 * which would keep an edit hidden for up to two). A preview (draft mode: the admin's Preview or a share link) and the
 * pages a broken share link leads to are never stored by anyone and never indexed (Next itself answers draft mode
 * with Cache-Control no-store).
 * @param {string} pathname
 * @param {string | undefined} cookie the request's Cookie header
 * @param {number} now
 * @returns {[string, string][]}
 */
export function publicHeaders(pathname, cookie, now = Date.now()) {
  const kind = audience(pathname, cookie);
  if (kind === "own") return [];
  if (kind === "draft")
    return [
      ["X-Accel-Expires", "0"],
      ["X-Robots-Tag", "noindex, nofollow"],
    ];
  return [["X-Accel-Expires", `@${Math.floor(now / 1000)}`]];
}

/**
 * Who a response may be shared with: "public" (anyone: a cache may keep one copy for every visitor), "draft" (draft
 * mode or a preview: only this visitor, never stored) or "own" (/admin and files, which set their own caching).
 * @param {string} pathname @param {string | undefined} cookie
 * @returns {"public" | "draft" | "own"}
 */
function audience(pathname, cookie) {
  if (pathname === "/admin" || pathname.startsWith("/admin/") || FILES.test(pathname)) return "own";
  return (cookie && DRAFT_MODE.test(cookie)) || PREVIEW_PATH.test(pathname) ? "draft" : "public";
}

/** Whether a GET may be answered from the in-process copy of public pages (server/http/response-cache.mjs): a public
 *  page, not the API (whose answers are about one request). @param {string} pathname @param {string | undefined} cookie */
export function sharedPage(pathname, cookie) {
  return !pathname.startsWith("/api/") && audience(pathname, cookie) === "public";
}

/** Whether a response is for an address no page answers, which the spec has logged: a 404 for anything but the API
 *  (whose 404s are answers about a record) and files, asked for by a visitor rather than by Next's router prefetching
 *  a link. The router guesses a link's route from routes it has seen: on the 404 page, drawn by the catch-all
 *  app/(site)/[...path], it takes a service page for that catch-all too and asks for a segment the page does not have
 *  (a 404); following the link then loads the page. */
export function unknownAddress(
  /** @type {string} */ pathname,
  /** @type {number} */ status,
  /** @type {boolean} */ prefetch = false,
) {
  return status === 404 && !prefetch && !pathname.startsWith("/api/") && !FILES.test(pathname);
}
