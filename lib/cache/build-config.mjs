// @ts-check
// next.config.ts sets Next's 'use cache' handlers (lib/cache/use-cache-handler.mjs) only when the build has REDIS_URL
// or BUILD_STANDALONE: a build made without either keeps 'use cache' entries in each process, whatever REDIS_URL
// says when it runs.
import fs from "node:fs";
import path from "node:path";

/** Why `npm start` must not run this build with REDIS_URL set, or null.
 * @param {Record<string, string | undefined>} env @param {string} distDir */
export function unsharedCacheBuildMessage(env, distDir) {
  if (!env.REDIS_URL) return null;
  let handlers;
  try {
    handlers = JSON.parse(fs.readFileSync(path.join(distDir, "required-server-files.json"), "utf8")).config
      ?.cacheHandlers;
  } catch {
    return null; // no readable build: npm start says so itself
  }
  if (handlers?.default) return null;
  return (
    `Refusing to start: REDIS_URL is set, but the build in ${distDir}/ was made without it, so its 'use cache' ` +
    "entries would stay in each instance's memory instead of the shared cache. Run `npm run build` with REDIS_URL " +
    "set (as every instance runs), or with BUILD_STANDALONE=1."
  );
}
