// Lighthouse scores (desktop and mobile presets) with Debian's Chromium.
import lighthouse from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";
import * as chromeLauncher from "chrome-launcher";

const FLAGS = ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
  "--disable-component-update", "--disable-sync", "--no-first-run"];

export async function audit(url, preset) {
  const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium", chromeFlags: FLAGS });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error" },
      preset === "desktop" ? desktopConfig : undefined);
    const { categories: c, audits: a } = result.lhr;
    const score = (k) => Math.round((c[k]?.score ?? 0) * 100);
    return {
      performance: score("performance"), accessibility: score("accessibility"),
      bestPractices: score("best-practices"), seo: score("seo"),
      lcpMs: Math.round(a["largest-contentful-paint"].numericValue), tbtMs: Math.round(a["total-blocking-time"].numericValue),
      cls: Number(a["cumulative-layout-shift"].numericValue.toFixed(3)),
    };
  } finally {
    await chrome.kill();
  }
}
