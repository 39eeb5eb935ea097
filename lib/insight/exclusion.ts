// Who is not counted: visitors who asked not to be tracked, robots, and the site's own admins.

type HeaderSource = Pick<Headers, "get">;

/** Do-Not-Track (`DNT: 1`) or Global Privacy Control (`Sec-GPC: 1`): the visitor asked not to be tracked. */
export function optedOut(headers: HeaderSource): boolean {
  return headers.get("dnt")?.trim() === "1" || headers.get("sec-gpc")?.trim() === "1";
}

// Crawlers, link previews, monitors, audits and scripted clients name themselves in their user agent; a browser
// without one is not a browser. Those that run no JavaScript never load the beacon at all.
const BOT =
  /bot\b|bot\/|crawl|spider|slurp|mediapartners|facebookexternalhit|embedly|preview|headlesschrome|lighthouse|pagespeed|pingdom|uptime|monitor|python|curl|wget|httpclient|okhttp|java\/|go-http|node-fetch|axios|phantomjs|selenium|puppeteer|playwright/i;

/** Whether a user agent is a robot's (read to decide, never stored). */
export function isBot(userAgent: string | null | undefined): boolean {
  const ua = userAgent?.trim() ?? "";
  return ua === "" || BOT.test(ua);
}

const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?next-auth\.session-token=/;

/** Whether the request carries a next-auth session cookie at all (then the session is checked for real). */
export const hasSessionCookie = (headers: HeaderSource) => SESSION_COOKIE.test(headers.get("cookie") ?? "");
