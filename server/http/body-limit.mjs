// @ts-check
import { bodyLimitFor, bodyTooLargeMessage } from "../../lib/security/body-limits.mjs";

/** @typedef {import("node:http").IncomingMessage} IncomingMessage */
/** @typedef {import("./studio-response.mjs").StudioResponse} StudioResponse */
/** @typedef {import("../../lib/security/body-limits.mjs").BodyLimit} BodyLimit */

/** The 413 this server answers itself: JSON for the API (what its clients read), text elsewhere; `close`: the connection
 *  ends with it. @param {StudioResponse} response @param {string} pathname @param {BodyLimit} limit @param {boolean} close */
function refuse(response, pathname, limit, close) {
  const message = bodyTooLargeMessage(limit);
  const api = pathname.startsWith("/api/");
  response.answerNow(
    413,
    {
      "Content-Type": api ? "application/json" : "text/plain; charset=utf-8",
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
      ...(close && { Connection: "close" }),
    },
    api ? JSON.stringify({ ok: false, error: message, message }) : message,
  );
}

/** How long the rest of a body refused by its declared length is read (and thrown away) after the 413, so that a client
 *  still sending it reads the answer instead of a reset connection; then the connection is closed. */
const DRAIN_MS = 10_000;

/**
 * Holds the request's body to its route's limit (lib/security/body-limits.mjs), counting the bytes as the connection
 * delivers them, chunked bodies included, whoever reads them and whenever: a declared length past the limit is answered
 * 413 at once (true: nothing else is to run) and Node reads the rest away (for at most DRAIN_MS); otherwise the first
 * byte past it is, on a connection that then closes: no further byte is read, none reaches Next or the route (the request
 * Next holds fails as an aborted upload does, its answer going nowhere).
 * @param {IncomingMessage} request @param {StudioResponse} response @param {string} pathname
 * @returns {boolean} whether the request has been answered here
 */
export function limitBody(request, response, pathname) {
  const limit = bodyLimitFor(pathname);
  const declared = request.headers["content-length"];
  if (declared !== undefined && !(Number(declared) <= limit.bytes)) {
    refuse(response, pathname, limit, false);
    setTimeout(() => request.complete || request.socket.destroy(), DRAIN_MS).unref();
    return true;
  }
  if (declared === undefined && request.headers["transfer-encoding"] === undefined) return false; // no body
  let received = 0;
  const push = request.push;
  // The HTTP parser hands every piece of the body to push() as it comes off the socket (and stops reading the socket
  // while push answers false): counting here sees each byte once, before any reader, and buffers nothing of its own.
  request.push = function limitedPush(/** @type {any} */ chunk, /** @type {any} */ encoding) {
    if (received > limit.bytes) return false;
    if (chunk !== null && chunk !== undefined) received += chunk.length;
    if (received > limit.bytes) {
      refuse(response, pathname, limit, true); // Node closes the connection once the answer is out
      return false;
    }
    return push.call(this, chunk, encoding);
  };
  return false;
}
