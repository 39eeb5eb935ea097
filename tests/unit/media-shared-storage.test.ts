import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { unsharedMediaMessage } from "@/lib/media/shared-storage.mjs";

describe("media storage shared by all instances", () => {
  it("refuses local-disk media with REDIS_URL unless MEDIA_DIR is declared shared, or S3 is set", () => {
    expect(unsharedMediaMessage({})).toBeNull();
    expect(unsharedMediaMessage({ MEDIA_DIR: "/srv/media" })).toBeNull();
    expect(unsharedMediaMessage({ REDIS_URL: "redis://r" })).toMatch(/S3_BUCKET.*MEDIA_DIR_SHARED=1/);
    expect(unsharedMediaMessage({ REDIS_URL: "redis://r", MEDIA_DIR_SHARED: "1" })).toMatch(/Refusing to start/);
    expect(
      unsharedMediaMessage({ REDIS_URL: "redis://r", MEDIA_DIR: "/mnt/shared", MEDIA_DIR_SHARED: "1" }),
    ).toBeNull();
    expect(unsharedMediaMessage({ REDIS_URL: "redis://r", S3_BUCKET: "b" })).toBeNull();
  });

  it("npm start stops with the message before serving", () => {
    const run = spawnSync(process.execPath, ["server/serve.mjs"], {
      encoding: "utf8",
      timeout: 20_000,
      env: {
        NODE_ENV: "production",
        PATH: process.env.PATH,
        REDIS_URL: "redis://127.0.0.1:1",
        NEXTAUTH_SECRET: "s",
        NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: "k",
        PORT: "0",
      },
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/uploaded images must live where every instance reads them/);
  });
});
