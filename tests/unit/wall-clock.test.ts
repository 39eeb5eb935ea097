import { afterEach, describe, expect, it, vi } from "vitest";
import { followWallClock } from "@/lib/cache/wall-clock.mjs";

/** The page cache Next runs here without Redis (its own file-system cache, in memory only), from the handler module,
 *  whose loading makes Next's two clocks agree. */
async function nextPageCache() {
  const { LocalPageCache } = await import("@/lib/cache/page-cache-handler.mjs");
  return new LocalPageCache({
    fs: undefined as never,
    flushToDisk: false,
    serverDistDir: "/nowhere",
    revalidatedTags: [],
    maxMemoryCacheSize: 1_000_000,
    _requestHeaders: {},
  });
}

const TAG = "wall-clock-test";
const page = {
  kind: "APP_PAGE",
  html: "<p>old</p>",
  rscData: Buffer.from("old"),
  headers: { "x-next-cache-tags": TAG },
  status: 200,
};
const STEP_MS = 5 * 60_000;

afterEach(() => {
  vi.useRealTimers();
});

describe("followWallClock", () => {
  it("keeps timeOrigin + now() on the wall clock after the wall clock steps either way", () => {
    class Clock {
      ticks = 0;
      get timeOrigin() {
        return 1_000_000;
      }
      now() {
        return this.ticks;
      }
    }
    const perf = new Clock();
    let wall = 1_000_000;
    followWallClock(perf, () => wall);
    perf.ticks += 500;
    wall += 500; // both advance together: the origin stays
    expect(perf.timeOrigin).toBe(1_000_000);
    wall += STEP_MS; // the system clock jumps ahead; the monotonic count does not
    expect(perf.timeOrigin + perf.now()).toBe(wall);
    wall -= 2 * STEP_MS;
    expect(perf.timeOrigin + perf.now()).toBe(wall);
  });

  it("lets Next's page cache expire a page on the first read after an edit made since the wall clock stepped ahead", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() });
    const cache = await nextPageCache();
    await cache.set("/blogs", page as never, { cacheControl: { revalidate: false } } as never);
    expect(await cache.get("/blogs", { kind: "APP_PAGE" } as never)).toMatchObject({ value: { html: "<p>old</p>" } });

    vi.setSystemTime(Date.now() + STEP_MS); // Date only: performance.now() keeps counting from where it was
    await cache.revalidateTag(TAG);
    expect(await cache.get("/blogs", { kind: "APP_PAGE" } as never)).toBeNull();
  });
});
