import { describe, expect, it } from "vitest";
import { isRouteComplaint } from "../../scripts/route-complaints.mjs";

describe("Next's complaints about a route in the end-to-end server's log (scripts/e2e.mjs fails the run on them)", () => {
  it("recognises them, quoted or not, with or without colour", () => {
    expect(
      isRouteComplaint(
        '[WebServer] Error: Route "/blog/[slug]": Next.js encountered the unstable value `new Date()` while prerendering.',
      ),
    ).toBe(true);
    expect(isRouteComplaint('[WebServer] Route /case-study/[id] used `headers()` inside "use cache".')).toBe(true);
    expect(
      isRouteComplaint(
        '\x1b[2m[WebServer] \x1b[22mError: Route "/": Next.js encountered the unstable value `Math.random()`',
      ),
    ).toBe(true);
  });

  it("leaves the app's own log lines and the test output alone", () => {
    expect(
      isRouteComplaint('[WebServer] {"level":40,"scope":"404","path":"/nope","msg":"unknown route requested"}'),
    ).toBe(false);
    expect(isRouteComplaint("[WebServer] [admin] sign in at /admin/login as owner@e2e.test with ADMIN_PASSWORD")).toBe(
      false,
    );
    expect(isRouteComplaint('  ✓  12 tests/e2e/preview.spec.ts:40:1 › Route "/blog/x" used in a title (1.2s)')).toBe(
      false,
    );
    // Next's own, for a draft-mode prefetch (docs/publishing.md, "Preview")
    expect(
      isRouteComplaint(
        '[WebServer] Error: Route "/blogs": Unexpected cache miss after cache warming phase during prerendering. This is likely caused by non-deterministic arguments',
      ),
    ).toBe(false);
  });
});
