// @ts-check
// Several instances (a PostgreSQL or Redis shared between them) must sign sessions and encrypt server actions with the
// same keys, or a visitor's session and the admin's forms break on whichever instance did not make them.
const SHARED_SECRETS = ["NEXTAUTH_SECRET", "NEXT_SERVER_ACTIONS_ENCRYPTION_KEY"];

/** The secrets that must be set and are not: none for the embedded database (one instance, secret kept in .data/).
 * @param {Record<string, string | undefined>} env */
export function missingSharedSecrets(env = process.env) {
  if (!env.DATABASE_URL && !env.REDIS_URL) return [];
  return SHARED_SECRETS.filter((name) => !env[name]?.trim());
}

/** @param {string[]} missing */
export const missingSharedSecretsMessage = (missing) =>
  `Refusing to start: with DATABASE_URL or REDIS_URL set, every instance must share ${missing.join(" and ")}. ` +
  "Set the same value on every instance (and at build time for NEXT_SERVER_ACTIONS_ENCRYPTION_KEY), e.g. " +
  "`openssl rand -base64 32` for each.";
