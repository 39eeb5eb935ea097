// What scripts/e2e.mjs looks for in the server's log while the end-to-end tests run: Next.js's complaints about a
// route (a clock or request read where a prerender runs, a route that could not prerender). Playwright prints the
// server's log with a [WebServer] prefix.
const ANSI = /\x1b\[[0-9;]*m/g;
const COMPLAINT = /^\[WebServer\] .*\bRoute "?\/[^\s"]*"?:? /;
// Next 16.4.6 logs this for a draft-mode segment prefetch, which it prerenders without the cache-warming pass
// (docs/publishing.md, "Preview"); it names a route but not a fault of the route's code. Any other complaint fails the
// run.
const KNOWN = /Unexpected cache miss after cache warming phase during prerendering/;

/** Whether a line of the test run's output is the server logging such a complaint. @param {string} line */
export function isRouteComplaint(line) {
  const plain = line.replace(ANSI, "");
  return COMPLAINT.test(plain) && !KNOWN.test(plain);
}
