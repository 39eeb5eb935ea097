import os from "node:os";
import path from "node:path";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: {
    alias: [
      { find: /^@\/(.*)$/, replacement: path.resolve(import.meta.dirname, "$1") },
      // Next's guard module throws outside a React Server environment; in tests it is a no-op.
      { find: "server-only", replacement: path.resolve(import.meta.dirname, "tests/support/empty.ts") },
    ],
  },
  test: {
    environment: "node",
    include: ["tests/unit/**/*.test.ts", "tests/integration/**/*.test.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    // Every test file opens its own databases, so files run side by side; Vitest's default (cores - 1) is one worker
    // on a 2-core machine, and two take the integration layer there from ~220 to ~170 s.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    // Tests read what the app logs through onLog (lib/log/logger.ts); the lines themselves would only be noise.
    env: { LOG_LEVEL: process.env.LOG_LEVEL ?? "warn", LOG_FORMAT: process.env.LOG_FORMAT ?? "none" },
  },
});
