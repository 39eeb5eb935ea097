// @ts-check
// How the backup CLI reaches a running `npm start` that owns the embedded database: server/serve.mjs writes
// `<PGlite dir>.ops.json` (mode 0600: only the site's own user reads it) with its port and a random token, and the
// app's /api/ops/backup accepts exactly that token from loopback.
import path from "node:path";

/** @param {string} pgliteDir */
export const opsFilePath = (pgliteDir) => `${path.resolve(pgliteDir)}.ops.json`;
