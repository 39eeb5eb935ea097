// @ts-check
// Several instances (REDIS_URL) each have their own disk: an image uploaded through one would be missing on the others.

/** Why this instance must not start with its media storage, or null. Several instances need the S3-compatible storage
 *  (S3_BUCKET), or a MEDIA_DIR that every instance mounts, declared with MEDIA_DIR_SHARED=1.
 * @param {Record<string, string | undefined>} env */
export function unsharedMediaMessage(env = process.env) {
  if (!env.REDIS_URL || env.S3_BUCKET) return null;
  if (env.MEDIA_DIR && env.MEDIA_DIR_SHARED === "1") return null;
  return (
    "Refusing to start: with REDIS_URL set (several instances), uploaded images must live where every instance " +
    "reads them. Set S3_BUCKET (and S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY for an S3-compatible store), " +
    "or set MEDIA_DIR to a directory every instance mounts and declare it with MEDIA_DIR_SHARED=1."
  );
}
