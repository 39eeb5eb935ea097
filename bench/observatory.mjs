// Mozilla HTTP Observatory score of the headers a page is served with, computed here with the published scoring of
// @mdn/mdn-http-observatory 1.4.x (algorithm version 4): base 100 plus each test's modifier; bonuses only count when
// the score without them is at least 90. The package itself cannot be used: its install downloads the HSTS preload
// list and a CA bundle from the internet (fails offline), and its scanner takes a bare host name (ports 80/443, no
// path). Its test logic is re-implemented below for one response; the TLS part is an assumption, stated in the
// output: the headers are scored as if served over HTTPS unchanged (HSTS as sent, HTTP redirected to HTTPS at the edge),
// and `plainHttp` is the score of the same site reachable over plain HTTP only.
//   node bench/observatory.mjs http://127.0.0.1:3000/ http://127.0.0.1:3000/admin/login
const BROAD = new Set(["ftp:", "http:", "https:", "*", "http://*", "http://*.*", "https://*", "https://*.*"]);
const INLINE = new Set(["'unsafe-inline'", "data:"]);
const BROAD_OR_INLINE = new Set([...BROAD, ...INLINE]);
const NONCE_HASH = ["'sha256-", "'sha384-", "'sha512-", "'nonce-"];
const GOOD_REFERRER = ["no-referrer", "same-origin", "strict-origin", "strict-origin-when-cross-origin"];
const BAD_REFERRER = ["origin", "origin-when-cross-origin", "unsafe-url", "no-referrer-when-downgrade"];
const GRADES = [
  [100, "A+"],
  [90, "A"],
  [85, "A-"],
  [80, "B+"],
  [70, "B"],
  [65, "B-"],
  [60, "C+"],
  [50, "C"],
  [45, "C-"],
  [40, "D+"],
  [30, "D"],
  [25, "D-"],
  [0, "F"],
];

/** The package's SCORE_TABLE, for the results this file can produce. */
const MODIFIER = {
  "csp-implemented-with-no-unsafe-default-src-none": 10,
  "csp-implemented-with-no-unsafe": 5,
  "csp-implemented-with-unsafe-inline-in-style-src-only": 0,
  "csp-implemented-with-insecure-scheme-in-passive-content-only": -10,
  "csp-implemented-with-unsafe-eval": -10,
  "csp-implemented-with-unsafe-inline": -20,
  "csp-implemented-with-insecure-scheme": -20,
  "csp-header-invalid": -25,
  "csp-not-implemented": -25,
  "csp-not-implemented-but-reporting-enabled": -25,
  "cookies-secure-with-httponly-sessions-and-samesite": 5,
  "cookies-secure-with-httponly-sessions": 0,
  "cookies-not-found": 0,
  "cookies-without-secure-flag-but-protected-by-hsts": -5,
  "cookies-session-without-secure-flag-but-protected-by-hsts": -10,
  "cookies-without-secure-flag": -20,
  "cookies-samesite-flag-invalid": -20,
  "cookies-anticsrf-without-samesite-flag": -20,
  "cookies-session-without-httponly-flag": -30,
  "cookies-session-without-secure-flag": -40,
  "cross-origin-resource-sharing-not-implemented": 0,
  "cross-origin-resource-sharing-implemented-with-public-access": 0,
  "cross-origin-resource-sharing-implemented-with-restricted-access": 0,
  "cross-origin-resource-sharing-implemented-with-universal-access": -50,
  "redirection-to-https": 0,
  "redirection-missing": -20,
  "referrer-policy-private": 5,
  "referrer-policy-not-implemented": 0,
  "referrer-policy-unsafe": -5,
  "referrer-policy-header-invalid": -5,
  "hsts-implemented-max-age-at-least-six-months": 0,
  "hsts-implemented-max-age-less-than-six-months": -10,
  "hsts-not-implemented": -20,
  "hsts-header-invalid": -20,
  "hsts-not-implemented-no-https": -20,
  "sri-implemented-and-all-scripts-loaded-securely": 5,
  "sri-implemented-and-external-scripts-loaded-securely": 5,
  "sri-not-implemented-response-not-html": 0,
  "sri-not-implemented-but-no-scripts-loaded": 0,
  "sri-not-implemented-but-all-scripts-loaded-from-secure-origin": 0,
  "sri-not-implemented-but-external-scripts-loaded-securely": -5,
  "sri-implemented-but-external-scripts-not-loaded-securely": -20,
  "sri-not-implemented-and-external-scripts-not-loaded-securely": -50,
  "x-content-type-options-nosniff": 0,
  "x-content-type-options-not-implemented": -5,
  "x-content-type-options-header-invalid": -5,
  "x-frame-options-implemented-via-csp": 5,
  "x-frame-options-sameorigin-or-deny": 0,
  "x-frame-options-allow-from-origin": 0,
  "x-frame-options-not-implemented": -20,
  "x-frame-options-header-invalid": -20,
  "corp-header-invalid": -5,
  "corp-implemented-with-cross-origin": 0,
  "corp-implemented-with-same-origin": 10,
  "corp-implemented-with-same-site": 10,
  "corp-not-implemented": 0,
};

/** One policy, as the package's parser reads it: lower-cased; a repeated directive makes it invalid. */
function parseCsp(policy) {
  const csp = new Map();
  for (const entry of policy.replace(/[\r\n]/g, "").split(";")) {
    const [name, ...sources] = entry.trim().split(/\s+/);
    if (!name) continue;
    const directive = name.toLowerCase();
    if (csp.has(directive)) throw new Error(`duplicate directive ${directive}`);
    csp.set(
      directive,
      new Set(sources.length ? sources.map((s) => s.toLowerCase()) : directive.endsWith("-src") ? ["'none'"] : []),
    );
  }
  return csp;
}

function cspTest(header) {
  if (!header) return { result: "csp-not-implemented", csp: null };
  let csp;
  try {
    csp = parseCsp(header);
  } catch {
    return { result: "csp-header-invalid", csp: null };
  }
  const pick = (name) => new Set(csp.get(name) ?? csp.get("default-src") ?? ["*"]);
  const script = pick("script-src"),
    object = pick("object-src"),
    style = pick("style-src");
  for (const list of [script, style]) {
    if ([...list].some((s) => NONCE_HASH.some((p) => s.startsWith(p)))) list.delete("'unsafe-inline'");
  }
  if (script.has("'strict-dynamic'")) {
    if (![...script].some((s) => NONCE_HASH.some((p) => s.startsWith(p))))
      return { result: "csp-header-invalid", csp: null };
    for (const s of script)
      if ([...BROAD].some((b) => s.startsWith(b)) || s === "'self'" || s === "'unsafe-inline'") script.delete(s);
  }
  const active = [
    ...[...csp].filter(([d]) => !["img-src", "media-src", "script-src"].includes(d)).flatMap(([, v]) => [...v]),
    ...script,
  ];
  const passive = ["img-src", "media-src"].flatMap((d) => [...(csp.get(d) ?? csp.get("default-src") ?? [])]);
  const insecure = (s) => s.startsWith("http:") || s.startsWith("ftp:");
  let result;
  if ([...script].some((s) => BROAD_OR_INLINE.has(s)) || [...object].some((s) => BROAD.has(s)))
    result = "csp-implemented-with-unsafe-inline";
  else if (active.some(insecure))
    result = "csp-implemented-with-insecure-scheme"; // scored as an HTTPS site
  else if (script.has("'unsafe-eval'") || style.has("'unsafe-eval'")) result = "csp-implemented-with-unsafe-eval";
  else if (passive.some(insecure)) result = "csp-implemented-with-insecure-scheme-in-passive-content-only";
  else if ([...style].some((s) => BROAD_OR_INLINE.has(s)))
    result = "csp-implemented-with-unsafe-inline-in-style-src-only";
  else if (csp.get("default-src")?.size === 1 && csp.get("default-src").has("'none'"))
    result = "csp-implemented-with-no-unsafe-default-src-none";
  else result = "csp-implemented-with-no-unsafe";
  return { result, csp };
}

function hstsTest(header) {
  if (!header) return "hsts-not-implemented";
  if (header.includes(",")) return "hsts-header-invalid";
  const maxAge = header
    .split(";")
    .map((p) => p.trim().toLowerCase())
    .find((p) => p.startsWith("max-age="));
  if (!maxAge) return "hsts-header-invalid";
  return parseInt(maxAge.slice(8), 10) < 15552000
    ? "hsts-implemented-max-age-less-than-six-months"
    : "hsts-implemented-max-age-at-least-six-months";
}

function cookiesTest(setCookies, hsts) {
  const order = [
    "cookies-without-secure-flag-but-protected-by-hsts",
    "cookies-without-secure-flag",
    "cookies-session-without-secure-flag-but-protected-by-hsts",
    "cookies-samesite-flag-invalid",
    "cookies-anticsrf-without-samesite-flag",
    "cookies-session-without-httponly-flag",
    "cookies-session-without-secure-flag",
  ];
  let result = null;
  const worse = (r) => {
    if (!result || order.indexOf(r) > order.indexOf(result)) result = r;
  };
  if (!setCookies.length) return "cookies-not-found";
  let missingSameSite = false;
  for (const raw of setCookies) {
    const [pair, ...attrs] = raw.split(";").map((p) => p.trim());
    const name = pair.split("=")[0].toLowerCase();
    const attr = new Map(
      attrs.map((a) => {
        const [k, v] = a.split("=");
        return [k.trim().toLowerCase(), v?.trim().toLowerCase()];
      }),
    );
    const secure = attr.has("secure"),
      httpOnly = attr.has("httponly"),
      sameSite = attr.get("samesite");
    if (attr.has("samesite") && !["lax", "strict", "none"].includes(sameSite ?? ""))
      worse("cookies-samesite-flag-invalid");
    const session = name.includes("login") || name.includes("sess");
    if (!secure && sameSite === "none") worse("cookies-samesite-flag-invalid");
    if (!secure) worse(hsts ? "cookies-without-secure-flag-but-protected-by-hsts" : "cookies-without-secure-flag");
    if (name.includes("csrf") && !sameSite) worse("cookies-anticsrf-without-samesite-flag");
    if (session && !secure)
      worse(hsts ? "cookies-session-without-secure-flag-but-protected-by-hsts" : "cookies-session-without-secure-flag");
    if (session && !httpOnly) worse("cookies-session-without-httponly-flag");
    if (!sameSite) missingSameSite = true;
  }
  return (
    result ??
    (missingSameSite ? "cookies-secure-with-httponly-sessions" : "cookies-secure-with-httponly-sessions-and-samesite")
  );
}

function sriTest(contentType, html, pageUrl) {
  if (!/^(text\/html|application\/xhtml\+xml)/.test(contentType ?? "")) return "sri-not-implemented-response-not-html";
  const scripts = [...html.matchAll(/<script\b([^>]*)>/gi)].map((m) => m[1]);
  if (!scripts.length) return "sri-not-implemented-but-no-scripts-loaded";
  const order = [
    "sri-implemented-and-all-scripts-loaded-securely",
    "sri-implemented-and-external-scripts-loaded-securely",
    "sri-implemented-but-external-scripts-not-loaded-securely",
    "sri-not-implemented-but-external-scripts-loaded-securely",
    "sri-not-implemented-and-external-scripts-not-loaded-securely",
  ];
  let result = null,
    foreign = false;
  const site = (host) => host.split(".").slice(-2).join("."); // registrable domain, approximately
  for (const attrs of scripts) {
    const src = /\bsrc\s*=\s*["']?([^"'\s>]+)/i.exec(attrs)?.[1];
    if (!src) continue;
    const integrity = /\bintegrity\s*=/i.test(attrs);
    const relative = !/^(https?:)?\/\//i.test(src);
    const protocolRelative = src.startsWith("//");
    const sameSite = relative || protocolRelative || site(new URL(src).hostname) === site(pageUrl.hostname);
    const secureScheme = relative ? true /* HTTPS assumed */ : src.startsWith("https:");
    if (relative || (sameSite && !protocolRelative)) {
      if (integrity && secureScheme && !result) result = "sri-implemented-and-all-scripts-loaded-securely";
      continue;
    }
    foreign = true;
    const r =
      integrity && !secureScheme
        ? "sri-implemented-but-external-scripts-not-loaded-securely"
        : !integrity && secureScheme
          ? "sri-not-implemented-but-external-scripts-loaded-securely"
          : !integrity
            ? "sri-not-implemented-and-external-scripts-not-loaded-securely"
            : null;
    if (r && (!result || order.indexOf(r) > order.indexOf(result))) result = r;
  }
  return (
    result ??
    (foreign
      ? "sri-implemented-and-external-scripts-loaded-securely"
      : "sri-not-implemented-but-all-scripts-loaded-from-secure-origin")
  );
}

function grade(score) {
  const key = Math.min(Math.max(score, 0) - (Math.max(score, 0) % 5), 100);
  return GRADES.find(([min]) => key >= min)[1];
}

function total(tests) {
  const mods = Object.values(tests).map((r) => MODIFIER[r]);
  const uncurved = 100 + mods.filter((m) => m < 0).reduce((a, b) => a + b, 0);
  const score = Math.max(uncurved >= 90 ? 100 + mods.reduce((a, b) => a + b, 0) : uncurved, 0);
  return { score, grade: grade(score) };
}

/** Scores the response to GET `url` (plus /robots.txt's cookies and a CORS preflight, as the scanner does). */
export async function observatory(url) {
  const pageUrl = new URL(url);
  const accept = "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8";
  const page = await fetch(url, { headers: { accept } });
  if (page.status >= 400 && ![401, 403].includes(page.status)) throw new Error(`${url}: HTTP ${page.status}`);
  const html = await page.text();
  const robots = await fetch(new URL("/robots.txt", url));
  await robots.arrayBuffer();
  const preflight = await fetch(page.url, {
    method: "OPTIONS",
    headers: { origin: "https://http-observatory.security.mozilla.org", "access-control-request-method": "GET" },
  });
  await preflight.arrayBuffer();
  const h = page.headers;
  // <meta http-equiv> policies would also count; none of this site's pages sends one, so they are reported, not scored.
  const metaEquiv = [...html.matchAll(/<meta[^>]+http-equiv\s*=\s*["']?([\w-]+)/gi)]
    .map((m) => m[1].toLowerCase())
    .filter((n) => ["content-security-policy", "referrer-policy", "cross-origin-resource-policy"].includes(n));

  const csp = cspTest(h.get("content-security-policy"));
  if (!h.get("content-security-policy") && h.get("content-security-policy-report-only"))
    csp.result = "csp-not-implemented-but-reporting-enabled";
  const hsts = hstsTest(h.get("strict-transport-security"));
  const hstsPass = hsts === "hsts-implemented-max-age-at-least-six-months";
  const acao = preflight.headers.get("access-control-allow-origin")?.trim().toLowerCase();
  const referrer = (h.get("referrer-policy") ?? "")
    .split(",")
    .map((p) => p.trim().toLowerCase())
    .filter((p) => GOOD_REFERRER.includes(p) || BAD_REFERRER.includes(p))
    .reverse()[0];
  const xcto = h.get("x-content-type-options");
  const xfo = h.get("x-frame-options")?.trim().toLowerCase();
  const corp = h.get("cross-origin-resource-policy")?.trim().toLowerCase();

  const tests = {
    "content-security-policy": csp.result,
    cookies: cookiesTest(
      [...page.headers.getSetCookie(), ...robots.headers.getSetCookie(), ...preflight.headers.getSetCookie()],
      hstsPass,
    ),
    "cross-origin-resource-sharing": !acao
      ? "cross-origin-resource-sharing-not-implemented"
      : acao === "*"
        ? "cross-origin-resource-sharing-implemented-with-public-access"
        : acao === "https://http-observatory.security.mozilla.org" &&
            preflight.headers.get("access-control-allow-credentials")?.trim().toLowerCase() === "true"
          ? "cross-origin-resource-sharing-implemented-with-universal-access"
          : "cross-origin-resource-sharing-implemented-with-restricted-access",
    redirection: "redirection-to-https", // assumed: the TLS terminator redirects HTTP to HTTPS (not testable here)
    "referrer-policy": !h.get("referrer-policy")
      ? "referrer-policy-not-implemented"
      : GOOD_REFERRER.includes(referrer)
        ? "referrer-policy-private"
        : referrer
          ? "referrer-policy-unsafe"
          : "referrer-policy-header-invalid",
    "strict-transport-security": hsts,
    "subresource-integrity": sriTest(h.get("content-type"), html, pageUrl),
    "x-content-type-options": !xcto
      ? "x-content-type-options-not-implemented"
      : xcto.trim().toLowerCase() === "nosniff"
        ? "x-content-type-options-nosniff"
        : "x-content-type-options-header-invalid",
    "x-frame-options": csp.csp?.has("frame-ancestors")
      ? "x-frame-options-implemented-via-csp"
      : !xfo
        ? "x-frame-options-not-implemented"
        : ["deny", "sameorigin"].includes(xfo)
          ? "x-frame-options-sameorigin-or-deny"
          : xfo.startsWith("allow-from")
            ? "x-frame-options-allow-from-origin"
            : "x-frame-options-header-invalid",
    "cross-origin-resource-policy": !corp
      ? "corp-not-implemented"
      : corp === "same-site"
        ? "corp-implemented-with-same-site"
        : corp === "same-origin"
          ? "corp-implemented-with-same-origin"
          : corp === "cross-origin"
            ? "corp-implemented-with-cross-origin"
            : "corp-header-invalid",
  };
  const plain = {
    ...tests,
    redirection: "redirection-missing",
    "strict-transport-security": "hsts-not-implemented-no-https",
  };
  plain.cookies = cookiesTest([...page.headers.getSetCookie(), ...robots.headers.getSetCookie()], false);
  return {
    url: pageUrl.pathname,
    status: page.status,
    ...total(tests),
    plainHttp: total(plain),
    metaEquiv,
    tests: Object.fromEntries(Object.entries(tests).map(([k, r]) => [k, { result: r, modifier: MODIFIER[r] }])),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const url of process.argv.slice(2)) console.log(JSON.stringify(await observatory(url), null, 2));
}
