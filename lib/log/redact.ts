/** "owner@example.com" → "o***@example.com": enough to tell accounts apart in a log, not enough to harvest. */
export function maskEmail(email: unknown): string {
  if (typeof email !== "string") return "[not an e-mail]";
  const at = email.lastIndexOf("@");
  if (at < 1) return "***";
  return `${email[0]}***${email.slice(at)}`;
}

/** Keys whose values never reach a log line, wherever they appear (pino's redact paths). */
export const REDACTED_PATHS = [
  "password",
  "passwordHash",
  "cookie",
  "cookies",
  "authorization",
  "token",
  "secret",
  "csrfToken",
  "*.password",
  "*.passwordHash",
  "*.cookie",
  "*.cookies",
  "*.authorization",
  "*.token",
  "*.secret",
  "*.csrfToken",
  "headers.cookie",
  "headers.authorization",
  "req.headers.cookie",
  "req.headers.authorization",
];

const EMAIL = /([A-Za-z0-9._%+-])[A-Za-z0-9._%+-]*@([A-Za-z0-9.-]+\.[A-Za-z]{2,})/g;

/** Any e-mail address inside free text (a message, an error) masked the same way. */
export const maskEmailsIn = (text: string) => text.replace(EMAIL, "$1***@$2");

/** Every e-mail address in a log record's fields, however deep in plain objects and arrays, masked; other objects
 *  (errors, dates) are left to their serializers. */
export function maskEmailsDeep(value: unknown, depth = 0): unknown {
  if (typeof value === "string") return maskEmailsIn(value);
  if (depth >= 8 || value === null || typeof value !== "object") return value;
  if (Array.isArray(value)) return value.map((item) => maskEmailsDeep(item, depth + 1));
  const proto = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null) return value;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, maskEmailsDeep(item, depth + 1)]));
}
