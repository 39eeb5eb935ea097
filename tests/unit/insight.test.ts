import { describe, expect, it } from "vitest";
import { CLSThresholds, INPThresholds, LCPThresholds, TTFBThresholds } from "web-vitals";
import { BEACON_PATH, formatVital, VISIT_STORAGE_KEY, VITAL_THRESHOLDS, vitalRating } from "@/lib/insight/shape";
import { BEACON, VISIT_KEY } from "@/components/site/insight/beacon";
import { isBot, optedOut } from "@/lib/insight/exclusion";
import { utmTag } from "@/lib/insight/schema";
import { visitPath } from "@/lib/insight/visit-path";

describe("insight", () => {
  it("rates vitals by Google's thresholds, the same as web-vitals'", () => {
    expect(VITAL_THRESHOLDS).toEqual({
      LCP: { good: LCPThresholds[0], poor: LCPThresholds[1] },
      INP: { good: INPThresholds[0], poor: INPThresholds[1] },
      CLS: { good: CLSThresholds[0], poor: CLSThresholds[1] },
      TTFB: { good: TTFBThresholds[0], poor: TTFBThresholds[1] },
    });
    expect([2500, 2550, 4000, 4050].map((v) => vitalRating("LCP", v))).toEqual([
      "good",
      "needs-improvement",
      "needs-improvement",
      "poor",
    ]);
    expect(vitalRating("CLS", 0.1)).toBe("good");
    expect([formatVital("LCP", 2400), formatVital("INP", 120), formatVital("CLS", 0.123)]).toEqual([
      "2.4 s",
      "120 ms",
      "0.12",
    ]);
  });

  it("the beacon posts where the route is and keeps the visit where the contact form reads it", () => {
    expect([BEACON, VISIT_KEY]).toEqual([BEACON_PATH, VISIT_STORAGE_KEY]);
  });

  it("knows robots by their user agent and honours DNT and GPC", () => {
    expect(isBot("Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)")).toBe(true);
    expect(isBot("Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148")).toBe(
      false,
    );
    expect(isBot(null)).toBe(true);
    expect(optedOut(new Headers({ DNT: "1" }))).toBe(true);
    expect(optedOut(new Headers({ "Sec-GPC": "1" }))).toBe(true);
    expect(optedOut(new Headers({ DNT: "0" }))).toBe(false);
  });

  it("keeps UTM tags readable and without personal data", () => {
    expect(utmTag.parse("  Spring Sale <b>2026</b> ")).toBe("spring sale -b-2026-b-");
    expect(utmTag.parse("someone@example.com")).toBe("");
    expect(utmTag.parse("customer-0612345678")).toBe("");
  });

  it("writes a lead's visit as one line", () => {
    expect(visitPath({ referrerHost: "google.com", utmSource: "", pagesSeen: ["/", "/portfolio"] })).toBe(
      "google.com → / → /portfolio",
    );
    expect(visitPath({ referrerHost: "google.com", utmSource: "newsletter", pagesSeen: ["/blogs"] })).toBe(
      "newsletter → /blogs",
    );
    expect(visitPath({ referrerHost: "", utmSource: "", pagesSeen: [] })).toBe("");
  });
});
