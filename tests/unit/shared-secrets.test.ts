import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { missingSharedSecrets, missingSharedSecretsMessage } from "@/lib/shared-secrets.mjs";

describe("secrets every instance shares (issue 19)", () => {
  it("are required with DATABASE_URL or REDIS_URL, and named when missing", () => {
    expect(missingSharedSecrets({})).toEqual([]); // the embedded database: one instance, secret kept in .data/
    for (const shared of [{ DATABASE_URL: "postgres://db/site" }, { REDIS_URL: "redis://r" }]) {
      expect(missingSharedSecrets(shared)).toEqual(["NEXTAUTH_SECRET", "NEXT_SERVER_ACTIONS_ENCRYPTION_KEY"]);
      expect(
        missingSharedSecrets({ ...shared, NEXTAUTH_SECRET: "s", NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: " " }),
      ).toEqual(["NEXT_SERVER_ACTIONS_ENCRYPTION_KEY"]);
      expect(
        missingSharedSecrets({ ...shared, NEXTAUTH_SECRET: "s", NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: "k" }),
      ).toEqual([]);
    }
    expect(missingSharedSecretsMessage(["NEXTAUTH_SECRET", "NEXT_SERVER_ACTIONS_ENCRYPTION_KEY"])).toMatch(
      /^Refusing to start: with DATABASE_URL or REDIS_URL set, .*NEXTAUTH_SECRET and NEXT_SERVER_ACTIONS_ENCRYPTION_KEY/,
    );
  });

  it("npm start stops with the message, naming both, before serving", () => {
    const run = spawnSync(process.execPath, ["server/serve.mjs"], {
      encoding: "utf8",
      timeout: 20_000,
      env: { NODE_ENV: "production", PATH: process.env.PATH, DATABASE_URL: "postgres://127.0.0.1:1/none", PORT: "0" },
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain("Refusing to start");
    expect(run.stderr).toContain("NEXTAUTH_SECRET and NEXT_SERVER_ACTIONS_ENCRYPTION_KEY");
  });
});
