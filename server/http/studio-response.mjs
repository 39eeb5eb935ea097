// @ts-check
import http from "node:http";

/** The header a route handler states its body's length in: Next drops a route's own Content-Length (it may have
 *  decoded the body it forwards), so app/media/[...path]/route.ts names it here and this response sends it. */
export const BODY_LENGTH_HEADER = "x-body-length";

/**
 * Every response of server/serve.mjs. Beside Node's own behaviour it
 * - never repeats a header with the same value: Next appends a rendered page's headers again to an answer it did not
 *   store, so a redirect carried its Location (and the font Link) twice;
 * - sends a route's stated body length (BODY_LENGTH_HEADER) as Content-Length when nothing re-encodes the body;
 * - can be answered by the server itself while Next is still at work (`answerNow`: a body past its limit), after which
 *   whatever Next writes goes nowhere instead of failing on headers already sent.
 */
export class StudioResponse extends http.ServerResponse {
  /** @type {boolean} */
  answered = false;

  /** @param {string} name @param {number | string | readonly string[]} value */
  setHeader(name, value) {
    return this.answered ? this : super.setHeader(name, value);
  }

  /** @param {string} name @param {string | readonly string[]} value */
  appendHeader(name, value) {
    if (this.answered) return this;
    const present = this.getHeader(name);
    const values = present === undefined ? [] : Array.isArray(present) ? present.map(String) : [String(present)];
    const added = (Array.isArray(value) ? value : [value]).filter((v) => !values.includes(String(v)));
    return added.length === 0 ? this : super.appendHeader(name, added);
  }

  /** @param {string} name */
  removeHeader(name) {
    if (!this.answered) super.removeHeader(name);
  }

  /** @param {number} status @param {...any} rest */
  writeHead(status, ...rest) {
    if (this.answered) return this;
    const length = this.getHeader(BODY_LENGTH_HEADER);
    if (length !== undefined) {
      super.removeHeader(BODY_LENGTH_HEADER);
      if (!this.hasHeader("content-encoding") && /^\d+$/.test(String(length)))
        super.setHeader("content-length", String(length));
    }
    http.ServerResponse.prototype.writeHead.apply(this, /** @type {any} */ ([status, ...rest]));
    return this;
  }

  /** @param {...any} args */
  write(...args) {
    if (!this.answered) return http.ServerResponse.prototype.write.apply(this, /** @type {any} */ (args));
    args.find((arg) => typeof arg === "function")?.();
    return true;
  }

  /** @param {...any} args */
  end(...args) {
    if (!this.answered) http.ServerResponse.prototype.end.apply(this, /** @type {any} */ (args));
    else args.find((arg) => typeof arg === "function")?.();
    return this;
  }

  /**
   * Answers now, whatever Next does with the request afterwards (with "Connection: close" in `headers`, Node closes the
   * connection once the answer is out).
   * @param {number} status @param {Record<string, string>} headers @param {string} body
   */
  answerNow(status, headers, body) {
    if (this.answered) return;
    if (this.headersSent) {
      this.destroy();
    } else {
      for (const name of this.getHeaderNames()) if (name !== "x-request-id") super.removeHeader(name);
      super.writeHead(status, { ...headers, "Content-Length": String(Buffer.byteLength(body)) });
      super.end(body);
    }
    this.answered = true;
  }
}
