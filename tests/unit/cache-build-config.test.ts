import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { unsharedCacheBuildMessage } from "@/lib/cache/build-config.mjs";

/** A build directory whose required-server-files.json holds these 'use cache' handlers. */
function build(cacheHandlers: Record<string, string>) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "cache-build-"));
  fs.writeFileSync(path.join(dir, "required-server-files.json"), JSON.stringify({ config: { cacheHandlers } }));
  return dir;
}

describe("a build run with REDIS_URL (issue 19: both caches shared)", () => {
  it("is refused when it was made without the shared 'use cache' handlers, with what to do", () => {
    const local = build({});
    const shared = build({
      default: "/app/lib/cache/use-cache-handler.mjs",
      remote: "/app/lib/cache/use-cache-handler.mjs",
    });
    try {
      expect(unsharedCacheBuildMessage({}, local)).toBeNull();
      expect(unsharedCacheBuildMessage({ REDIS_URL: "redis://r" }, local)).toMatch(
        /^Refusing to start: .*npm run build.* REDIS_URL set/,
      );
      expect(unsharedCacheBuildMessage({ REDIS_URL: "redis://r" }, shared)).toBeNull();
      expect(unsharedCacheBuildMessage({ REDIS_URL: "redis://r" }, path.join(local, "missing"))).toBeNull();
    } finally {
      for (const dir of [local, shared]) fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
