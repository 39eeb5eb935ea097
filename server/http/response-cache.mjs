// @ts-check
// A copy of the public pages Next answers from its page cache, kept in this process for at most a second and dropped
// the moment any cache tag expires. Next spends ~1.5-2.5 ms of CPU to answer even a cached page (it turns the stored
// page into a response again each time: routing, headers, encoding the bytes), several times what a bare page costs;
// a stored copy is written out in a few microseconds. What is stored is exactly what Next sent: only a 200 that Next
// itself marked as a page-cache HIT, without Set-Cookie, for a GET without draft mode, keyed by the full URL and the
// request headers the response varies on (RSC, router state, Accept-Encoding). Reads never outlive an edit: every
// expiry (an edit's updateTag, a route's revalidateTag, scheduled publishing, another instance's edit synced from
// Redis) passes through Next's tag manifest, and any change to it empties this cache; a response that began before
// the change is not stored. The one-second bound covers what does not pass through it (Next's own time-based
// revalidation), the same bound the nginx micro-cache keeps (server/http/public-requests.mjs).

/** Headers server/serve.mjs sets on each response itself, or that belong to one connection or one body. */
const PER_RESPONSE = new Set([
  "age",
  "x-request-id",
  "x-accel-expires",
  "x-robots-tag",
  "date",
  "connection",
  "keep-alive",
  "transfer-encoding",
  "content-length",
]);

/**
 * @typedef {{ vary: [string, string][], status: number, headers: Record<string, string | string[] | number>, body: Buffer, storedAt: number }} Entry
 * @typedef {{ maxBytes?: number, maxAgeMs?: number, now?: () => number }} Options
 */

/** @param {import("node:http").IncomingMessage} request @param {string[]} names */
const varyValues = (request, names) =>
  names.map((name) => /** @type {[string, string]} */ ([name, String(request.headers[name] ?? "")]));

export class ResponseCache {
  /** @type {Map<string, Entry[]>} by URL, in insertion order (the oldest first, dropped first) */
  #entries = new Map();
  #bytes = 0;
  #generation = 0;
  #maxBytes;
  #maxAgeMs;
  #now;
  /** @type {NodeJS.Timeout | null} drops expired copies, so that a quiet server holds none */
  #sweep = null;

  /** @param {Options} [options] */
  constructor({ maxBytes = 16 * 1024 * 1024, maxAgeMs = 1_000, now = Date.now } = {}) {
    this.#maxBytes = maxBytes;
    this.#maxAgeMs = maxAgeMs;
    this.#now = now;
  }

  get bytes() {
    return this.#bytes;
  }

  /** Forgets every stored response, and any response under way when this is called. */
  clear() {
    this.#entries.clear();
    this.#bytes = 0;
    this.#generation++;
  }

  /** The stored response for this request, or undefined. @param {import("node:http").IncomingMessage} request */
  lookup(request) {
    const list = this.#entries.get(/** @type {string} */ (request.url));
    if (!list) return undefined;
    const now = this.#now();
    return list.find(
      (entry) =>
        this.#fresh(entry, now) && entry.vary.every(([name, value]) => String(request.headers[name] ?? "") === value),
    );
  }

  /** Writes a stored response, with its age in seconds as an HTTP cache does. @param {import("node:http").ServerResponse} response @param {Entry} entry */
  send(response, entry) {
    const age = Math.floor((this.#now() - entry.storedAt) / 1000);
    response.writeHead(entry.status, { ...entry.headers, age: String(age), "content-length": entry.body.length });
    response.end(entry.body);
  }

  /**
   * Records what Next writes for this request and stores it when it is a complete page-cache hit. Call before
   * handing the response to Next.
   * @param {import("node:http").IncomingMessage} request @param {import("node:http").ServerResponse} response
   */
  capture(request, response) {
    const generation = this.#generation;
    /** @type {Buffer[] | null} */
    let chunks = [];
    const write = response.write;
    const end = response.end;
    /** @param {any} chunk @param {any} encoding */
    const keep = (chunk, encoding) => {
      if (chunks && chunks.length === 0 && !storable(response)) chunks = null; // decided at the first byte
      if (chunks && chunk != null && typeof chunk !== "function") {
        chunks.push(
          Buffer.isBuffer(chunk)
            ? chunk
            : Buffer.from(chunk, typeof encoding === "string" ? /** @type {BufferEncoding} */ (encoding) : "utf8"),
        );
      }
    };
    response.write = /** @type {any} */ (
      function (/** @type {any} */ chunk, /** @type {any} */ encoding, /** @type {any} */ callback) {
        keep(chunk, encoding);
        return write.call(response, chunk, encoding, callback);
      }
    );
    response.end = /** @type {any} */ (
      function (/** @type {any} */ chunk, /** @type {any} */ encoding, /** @type {any} */ callback) {
        keep(chunk, encoding);
        return end.call(response, chunk, encoding, callback);
      }
    );
    response.once("finish", () => {
      if (!chunks || generation !== this.#generation || !storable(response)) return;
      this.#store(request, response, Buffer.concat(chunks));
    });
  }

  /** @param {import("node:http").IncomingMessage} request @param {import("node:http").ServerResponse} response @param {Buffer} body */
  #store(request, response, body) {
    if (body.length > this.#maxBytes / 4) return;
    /** @type {Record<string, string | string[] | number>} */
    const headers = {};
    for (const [name, value] of Object.entries(response.getHeaders())) {
      if (value !== undefined && !PER_RESPONSE.has(name)) headers[name] = value;
    }
    const vary = String(response.getHeader("vary") ?? "")
      .split(",")
      .map((name) => name.trim().toLowerCase())
      .filter(Boolean);
    // A compressed body only ever goes to a client that accepts its encoding, whatever Vary said.
    if (response.hasHeader("content-encoding") && !vary.includes("accept-encoding")) vary.push("accept-encoding");
    const url = /** @type {string} */ (request.url);
    const entry = {
      vary: varyValues(request, vary),
      status: response.statusCode,
      headers,
      body,
      storedAt: this.#now(),
    };
    const variant = JSON.stringify(entry.vary);
    const others = (this.#entries.get(url) ?? []).filter((old) => {
      const same = JSON.stringify(old.vary) === variant;
      if (same) this.#bytes -= old.body.length;
      return !same;
    });
    this.#entries.delete(url); // re-inserted last: the most recently stored URL is dropped last
    this.#entries.set(url, [...others, entry]);
    this.#bytes += body.length;
    for (const [oldest, list] of this.#entries) {
      if (this.#bytes <= this.#maxBytes) break;
      this.#entries.delete(oldest);
      for (const dropped of list) this.#bytes -= dropped.body.length;
    }
    this.#sweep ??= setTimeout(() => this.#dropExpired(), this.#maxAgeMs).unref();
  }

  /** @param {Entry} entry @param {number} now */
  #fresh(entry, now) {
    return now - entry.storedAt < this.#maxAgeMs;
  }

  #dropExpired() {
    this.#sweep = null;
    const now = this.#now();
    for (const [url, list] of this.#entries) {
      const fresh = list.filter((entry) => this.#fresh(entry, now));
      for (const entry of list) if (!fresh.includes(entry)) this.#bytes -= entry.body.length;
      if (fresh.length > 0) this.#entries.set(url, fresh);
      else this.#entries.delete(url);
    }
    if (this.#entries.size > 0) this.#sweep = setTimeout(() => this.#dropExpired(), this.#maxAgeMs).unref();
  }
}

/** A response Next answered from its page cache, for anyone: a 200 HIT that sets no cookie. @param {import("node:http").ServerResponse} response */
function storable(response) {
  return (
    response.statusCode === 200 && response.getHeader("x-nextjs-cache") === "HIT" && !response.hasHeader("set-cookie")
  );
}

/**
 * Calls `onChange` whenever a tag's expiry changes in Next's tag manifest (the Map Next's handlers and
 * lib/cache/tags.mjs keep it in). Returns a function that stops watching.
 * @param {Map<string, unknown>} manifest @param {() => void} onChange
 */
export function watchTagExpiries(manifest, onChange) {
  const set = manifest.set;
  manifest.set = function (tag, state) {
    if (JSON.stringify(manifest.get(tag)) !== JSON.stringify(state)) onChange();
    return set.call(manifest, tag, state);
  };
  return () => {
    manifest.set = set;
  };
}
