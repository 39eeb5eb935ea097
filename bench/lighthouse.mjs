// Lighthouse scores (desktop and mobile presets) with Debian's Chromium, and the audits that cost points.
import lighthouse from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";
import * as chromeLauncher from "chrome-launcher";

// --ignore-certificate-errors: the TLS front's certificate is a throwaway self-signed one (bench/tls-front.mjs)
const FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--ignore-certificate-errors",
];
const CATEGORIES = {
  performance: "performance",
  accessibility: "accessibility",
  bestPractices: "best-practices",
  seo: "seo",
};

/** One Lighthouse run; a run that ends in a runtime error (NO_NAVSTART, NO_FCP: seen on a loaded machine) is
 *  tried again, up to three times in all; the last result is returned either way (check `runtimeError`). */
export async function audit(url, preset) {
  let result;
  for (let attempt = 1; attempt <= 3; attempt++) {
    result = await auditOnce(url, preset);
    if (!result.runtimeError) break;
    console.error(`lighthouse ${preset} ${url}: ${result.runtimeError} (attempt ${attempt})`);
  }
  return result;
}

/** Lighthouse's full report (lhr) of one run of `preset` ("desktop" or "mobile") on `url`, in a Chromium of its own. */
export async function lighthouseReport(url, preset) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    chromeFlags: FLAGS,
  });
  try {
    const result = await lighthouse(
      url,
      { port: chrome.port, output: "json", logLevel: "error" },
      preset === "desktop" ? desktopConfig : undefined,
    );
    return result.lhr;
  } finally {
    await chrome.kill();
  }
}

async function auditOnce(url, preset) {
  const lhr = await lighthouseReport(url, preset);
  const { categories: c, audits: a } = lhr;
  const out = {};
  // Weighted audits of each category that did not score 1: what keeps the category below 100.
  const failing = {};
  for (const [key, id] of Object.entries(CATEGORIES)) {
    out[key] = Math.round((c[id]?.score ?? 0) * 100);
    const ids = (c[id]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && a[ref.id]?.score !== null && a[ref.id]?.score < 1)
      .map((ref) => ref.id);
    if (ids.length) failing[key] = ids;
  }
  // What the non-performance audits found (first items), to point at the element, image or message.
  const details = {};
  for (const id of [...(failing.accessibility ?? []), ...(failing.bestPractices ?? []), ...(failing.seo ?? [])]) {
    details[id] = (a[id].details?.items ?? [])
      .slice(0, 3)
      .map((item) =>
        [
          item.node?.selector ?? item.node?.snippet,
          item.href ?? item.url,
          item.text,
          item.description,
          item.displayedAspectRatio && `displayed ${item.displayedAspectRatio} actual ${item.actualAspectRatio}`,
          item.displayedSize &&
            `displayed ${item.displayedSize} actual ${item.actualSize} expected ${item.expectedSize}`,
        ]
          .filter(Boolean)
          .join(" · ")
          .slice(0, 240),
      );
  }
  // For performance: the LCP element, and the elements that shifted (when CLS cost points).
  const nodes = (audit) =>
    (audit?.details?.items ?? [])
      .flatMap((item) => item.items ?? [item])
      .map((item) => item.node?.selector ?? item.node?.snippet)
      .filter(Boolean);
  if (failing.performance) {
    const lcp = nodes(a["largest-contentful-paint-element"]).slice(0, 1);
    if (lcp.length) details["largest-contentful-paint"] = lcp.map((sel) => `LCP element ${sel}`.slice(0, 240));
    if (failing.performance.includes("cumulative-layout-shift")) {
      details["cumulative-layout-shift"] = nodes(a["layout-shifts"])
        .slice(0, 3)
        .map((sel) => `shifted ${sel}`.slice(0, 240));
    }
  }
  const metric = (id, digits = 0) =>
    a[id]?.numericValue === undefined ? null : Number(a[id].numericValue.toFixed(digits));
  return {
    ...out,
    lcpMs: metric("largest-contentful-paint"),
    tbtMs: metric("total-blocking-time"),
    cls: metric("cumulative-layout-shift", 3),
    failing,
    details,
    runtimeError: lhr.runtimeError?.code,
  };
}
