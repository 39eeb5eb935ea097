// @ts-check
import { CROSS_SITE_MESSAGE, crossSiteRequest, SAFE_METHODS } from "../../lib/security/same-origin.mjs";

/**
 * 403 for a server action sent from another site. Every POST to a page is a server action (pages answer nothing else
 * to a POST; a form without JavaScript posts to the page too); Next refuses a foreign one with a 500 after reading
 * its body, this refuses it first with the right status. Route handlers (/api/…) check for themselves
 * (lib/admin/action.ts for the admin's).
 * @param {import("node:http").IncomingMessage} request @param {string} pathname
 * @returns {{ status: number, headers: Record<string, string>, body: string } | null}
 */
export function refuseCrossSiteAction(request, pathname) {
  if (SAFE_METHODS.has(request.method ?? "GET") || pathname.startsWith("/api/")) return null;
  if (!crossSiteRequest(request.headers)) return null;
  return {
    status: 403,
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
    },
    body: CROSS_SITE_MESSAGE,
  };
}
