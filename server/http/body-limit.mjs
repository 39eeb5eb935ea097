// @ts-check
import { bodyLimitFor, bodyTooLargeMessage } from "../../lib/security/body-limits.mjs";

/** @typedef {import("node:http").IncomingMessage} IncomingMessage */
/** @typedef {import("./studio-response.mjs").StudioResponse} StudioResponse */

/** The 413 this server answers itself: JSON for the API (what its clients read), text elsewhere. */
function refuse(/** @type {StudioResponse} */ response, /** @type {string} */ pathname, limit) {
  const message = bodyTooLargeMessage(limit);
  const api = pathname.startsWith("/api/");
  response.answerNow(
    413,
    {
      "Content-Type": api ? "application/json" : "text/plain; charset=utf-8",
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
    },
    api ? JSON.stringify({ ok: false, error: message, message }) : message,
  );
}

/**
 * Holds the request's body to its route's limit (lib/security/body-limits.mjs), counting the bytes as the connection
 * delivers them, chunked bodies included, whoever reads them and whenever: a declared length past the limit is answered
 * 413 at once (true: nothing else is to run); otherwise the first byte past it is, on a connection that then closes,
 * and no further byte reaches Next or the route, whose request then fails as an aborted upload does.
 * @param {IncomingMessage} request @param {StudioResponse} response @param {string} pathname
 * @returns {boolean} whether the request has been answered here
 */
export function limitBody(request, response, pathname) {
  const limit = bodyLimitFor(pathname);
  const declared = request.headers["content-length"];
  if (declared !== undefined && !(Number(declared) <= limit.bytes)) {
    refuse(response, pathname, limit);
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
      refuse(response, pathname, limit); // "Connection: close": Node closes the socket once the answer is out
      return false;
    }
    return push.call(this, chunk, encoding);
  };
  return false;
}
