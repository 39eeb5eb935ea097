import { expect, test } from "@playwright/test";

test.describe("security headers", () => {
  test("every public response carries the hardening headers and the public CSP", async ({ request }) => {
    for (const path of ["/", "/api/health", "/does-not-exist"]) {
      const headers = (await request.get(path)).headers();
      expect(headers["x-content-type-options"], path).toBe("nosniff");
      expect(headers["referrer-policy"], path).toBe("strict-origin-when-cross-origin");
      expect(headers["permissions-policy"], path).toContain("camera=()");
      expect(headers["permissions-policy"], path).toContain("microphone=()");
      expect(headers["permissions-policy"], path).toContain("geolocation=()");
      expect(headers["x-frame-options"], path).toBe("DENY");
      expect(headers["cross-origin-opener-policy"], path).toBe("same-origin");
      expect(headers["strict-transport-security"], path).toContain("max-age=31536000");
      const csp = headers["content-security-policy"];
      expect(csp, path).toContain("object-src 'none'");
      expect(csp, path).toContain("base-uri 'none'");
      expect(csp, path).toContain("frame-ancestors 'none'");
      expect(csp, path).toContain("form-action 'self'");
      expect(csp, path).not.toContain("unsafe-eval");
      expect(headers["x-powered-by"], path).toBeUndefined();
    }
  });

  test("admin pages get a fresh nonce policy with strict-dynamic and are never cached", async ({ request }) => {
    const first = (await request.get("/admin/login")).headers();
    const second = (await request.get("/admin/login")).headers();
    const nonce = (csp: string) => /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(first["content-security-policy"]).toContain("'strict-dynamic'");
    expect(nonce(first["content-security-policy"])).toBeTruthy();
    expect(nonce(first["content-security-policy"])).not.toBe(nonce(second["content-security-policy"]));
    expect(first["cache-control"]).toContain("no-store");
    expect(first["x-robots-tag"]).toContain("noindex");
  });

  test("public answers may be micro-cached until the end of their second; previews and admin pages never", async ({
    request,
  }) => {
    for (const path of ["/", "/blog/no-such-post", "/does-not-exist"]) {
      const before = Math.floor(Date.now() / 1000);
      const expires = (await request.get(path, { maxRedirects: 0 })).headers()["x-accel-expires"];
      expect(expires, path).toMatch(/^@\d+$/);
      expect(Number(expires.slice(1)), path).toBeGreaterThanOrEqual(before);
      expect(Number(expires.slice(1)), path).toBeLessThanOrEqual(Math.floor(Date.now() / 1000));
    }
    const draft = (
      await request.get("/web-apps", { headers: { cookie: "theme=dark; __prerender_bypass=x" } })
    ).headers();
    expect(draft["x-accel-expires"]).toBe("0");
    expect(draft["x-robots-tag"]).toContain("noindex");
    expect((await request.get("/admin/login")).headers()["x-accel-expires"]).toBeUndefined();
  });

  for (const path of ["/", "/admin/login"]) {
    test(`${path} runs under its CSP without violations and hydrates`, async ({ page }) => {
      const violations: string[] = [];
      page.on("console", (msg) => {
        if (/Content Security Policy/i.test(msg.text())) violations.push(msg.text());
      });
      await page.goto(path);
      await page.waitForLoadState("load");
      // Hydrated: React attached its handlers, so the page's scripts ran.
      await expect
        .poll(() => page.evaluate(() => Object.keys(document.body).some((k) => k.startsWith("__react"))))
        .toBe(true);
      expect(violations).toEqual([]);
    });
  }
});
