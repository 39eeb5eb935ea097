// @ts-check
// The largest request body each address accepts, in one table: server/serve.mjs counts every body against it as the
// bytes arrive (chunked ones included) and answers 413 the moment one passes, before Next or a route reads it; the
// route handlers that read a body read it through lib/security/read-body.ts with the same number, so the limit holds
// under `next start` too. docs/security.md lists them.

const KB = 1024;
const MB = 1024 * KB;

/** The media library's upload: one image file (lib/media/rules.ts). */
export const MAX_UPLOAD_BYTES = 15 * MB;
/** The admin's import of an export file (lib/backup/limits.ts). */
export const MAX_IMPORT_BYTES = 10 * MB;

/** @typedef {{ bytes: number, label: string }} BodyLimit */

/** By path; the first match wins. @type {{ test: (path: string) => boolean, bytes: number }[]} */
const LIMITS = [
  { test: (path) => path === "/api/admin/media", bytes: MAX_UPLOAD_BYTES },
  { test: (path) => path === "/api/admin/import", bytes: MAX_IMPORT_BYTES },
  // the blog editor's live preview: a body of up to 200,000 characters as JSON
  { test: (path) => path === "/api/admin/blog-preview", bytes: 1 * MB },
  // one click: {"action": …, "page": …}
  { test: (path) => path === "/api/conversions", bytes: 4 * KB },
  // next-auth: sign-in (e-mail, password, code, CSRF token, return path), sign-out
  { test: (path) => path.startsWith("/api/auth/"), bytes: 16 * KB },
  // every other route handler: they read a small JSON body or none
  { test: (path) => path === "/api" || path.startsWith("/api/"), bytes: 16 * KB },
  // the admin's server actions (a blog post of 200,000 characters and its fields): Next's own bodySizeLimit
  { test: (path) => path === "/admin" || path.startsWith("/admin/"), bytes: 1 * MB },
];
/** Server actions of public pages: the contact form (a message of at most 5,000 characters) and the chat hand-off. */
const PUBLIC_PAGES = 64 * KB;

/** What a number of bytes reads as: "15 MB", "64 KB". @param {number} bytes */
const sizeLabel = (bytes) => (bytes >= MB ? `${bytes / MB} MB` : `${bytes / KB} KB`);

/** The largest body a request to `pathname` may carry. @param {string} pathname @returns {BodyLimit} */
export function bodyLimitFor(pathname) {
  const bytes = LIMITS.find((limit) => limit.test(pathname))?.bytes ?? PUBLIC_PAGES;
  return { bytes, label: sizeLabel(bytes) };
}

/** The message of a 413. @param {BodyLimit} limit */
export const bodyTooLargeMessage = (limit) => `Request too large: this address accepts at most ${limit.label}.`;
