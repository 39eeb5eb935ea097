import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { countedRead } from "@/lib/metrics/cached-read";
import { mayReadMetrics } from "@/lib/metrics/access";
import { metrics } from "@/lib/metrics/registry.mjs";
import { routeLabel } from "@/lib/metrics/route-label.mjs";

const headers = (entries: Record<string, string>) => new Headers(entries);

describe("metrics", () => {
  it("labels requests by route, never by slug, query or made-up path", () => {
    expect(routeLabel("/blog/ai-agents-in-production?utm=x", 200)).toBe("/blog/[slug]");
    expect(routeLabel("/case-study/medflow/opengraph-image-1a2b", 200)).toBe("/case-study/[id]/opengraph-image");
    expect(routeLabel("/admin/portfolio/edit/abc", 200)).toBe("/admin/portfolio/edit/[id]");
    expect(routeLabel("/_next/static/chunks/x.js", 200)).toBe("/_next/static");
    expect(routeLabel("/web-apps", 200)).toBe("/web-apps");
    expect(routeLabel("/anything-made-up", 404)).toBe("not-found");
    expect(routeLabel(`/${"x".repeat(300)}`, 200)).toBe("other");
  });

  it("are readable with the token, or from this machine straight to the app, and by nobody else", () => {
    const env = { METRICS_TOKEN: "metrics-token-123" };
    expect(mayReadMetrics(headers({ authorization: "Bearer metrics-token-123" }), env)).toBe(true);
    expect(mayReadMetrics(headers({ authorization: "Bearer wrong" }), env)).toBe(false);
    expect(mayReadMetrics(headers({ "x-studio-peer-address": "127.0.0.1" }), env)).toBe(false);
    expect(mayReadMetrics(headers({ "x-studio-peer-address": "127.0.0.1" }), {})).toBe(true);
    expect(mayReadMetrics(headers({ "x-studio-peer-address": "::1" }), {})).toBe(true);
    expect(
      mayReadMetrics(headers({ "x-studio-peer-address": "127.0.0.1", "x-forwarded-for": "203.0.113.9" }), {}),
    ).toBe(false);
    expect(mayReadMetrics(headers({ "x-studio-peer-address": "203.0.113.9" }), {})).toBe(false);
    // Next fills X-Forwarded-For with the socket's address when a request has none.
    expect(mayReadMetrics(headers({ "x-studio-peer-address": "::1", "x-forwarded-for": "::1" }), {})).toBe(true);
    expect(
      mayReadMetrics(headers({ "x-studio-peer-address": "127.0.0.1", "x-forwarded-for": "127.0.0.1, 10.0.0.1" }), {}),
    ).toBe(false);
  });

  it("exposes the Prometheus text format with the process and app series", async () => {
    metrics.rateLimitRefusals.inc({ bucket: "contact" });
    const text = await metrics.registry.metrics();
    expect(text).toMatch(/^# HELP studio_rate_limit_refusals_total/m);
    expect(text).toMatch(/^studio_rate_limit_refusals_total\{bucket="contact"\} [1-9]/m);
    expect(text).toMatch(/^studio_process_resident_memory_bytes \d+/m);
    expect(text).toMatch(/^studio_nodejs_eventloop_lag_seconds /m);
    expect(metrics.registry.contentType).toMatch(/^text\/plain/);
  });

  it("count the calls of each cached read and the runs of its body: hits are the calls less the runs", async () => {
    const value = async (read: string) =>
      Number(new RegExp(`^${read}\\{read="unit-read"\\} (\\d+)`, "m").exec(await metrics.registry.metrics())?.[1] ?? 0);
    const read = countedRead("unit-read", async (n: number) => {
      metrics.cachedReadRuns.inc({ read: "unit-read" });
      return n * 2;
    });
    expect(await read(2)).toBe(4);
    await read(3);
    expect(await value("studio_cached_reads_total")).toBe(2);
    expect(await value("studio_cached_read_misses_total")).toBe(2);
  });

  it("every 'use cache' read in lib/ counts its runs and is read only through countedRead", () => {
    const files = fs
      .readdirSync("lib", { recursive: true, encoding: "utf8" })
      .filter((f) => /\.tsx?$/.test(f))
      .map((f) => path.join("lib", f))
      .filter((f) => fs.readFileSync(f, "utf8").includes('"use cache"'));
    expect(files.length).toBeGreaterThanOrEqual(5);
    for (const file of files) {
      const source = fs.readFileSync(file, "utf8");
      const cached = [
        ...source.matchAll(
          /^(export )?async function (\w+)\([^\n]*\n  "use cache";\n(?:.*\n){0,3}?  metrics\.cachedReadRuns\.inc/gm,
        ),
      ];
      expect({ file, counted: cached.length }).toEqual({ file, counted: source.match(/"use cache"/g)!.length });
      for (const [, exported, name] of cached) {
        expect({ file, name, exported: Boolean(exported) }).toEqual({ file, name, exported: false });
        expect(source).toMatch(new RegExp(`^(export )?const \\w+ = countedRead\\("[\\w-]+", ${name}\\);$`, "m"));
      }
    }
  });
});
