// Security headers, set in one place: next.config.ts applies them to every response; proxy.ts replaces the
// Content-Security-Policy of /admin with a per-request nonce policy.
import { cspImageSources } from "../images/remote-hosts";

const isDev = process.env.NODE_ENV === "development";

const join = (directives: Record<string, string>) =>
  Object.entries(directives)
    .map(([k, v]) => `${k} ${v}`.trim())
    .join("; ");

const common = {
  "default-src": "'self'",
  // Outside images only from the hosts in IMAGE_REMOTE_HOSTS (the same list as next/image's remotePatterns).
  "img-src": `'self' data: blob: ${cspImageSources()}`.trim(),
  "media-src": "'self'",
  "font-src": "'self'",
  "connect-src": "'self'",
  "object-src": "'none'",
  "base-uri": "'none'",
  "form-action": "'self'",
  "frame-ancestors": "'none'",
  "manifest-src": "'self'",
  "worker-src": "'self' blob:",
};

/** Public pages are prerendered and cached, so their HTML cannot carry a per-request nonce: scripts are limited
 *  to this origin plus Next's inline bootstrap ('unsafe-inline'; no eval outside development). */
export function publicCsp() {
  return join({
    ...common,
    "script-src": `'self' 'unsafe-inline'${isDev ? " 'unsafe-eval'" : ""}`,
    "style-src": "'self' 'unsafe-inline'",
  });
}

/** next-themes' inline no-flash script (rendered by the root layout, which cannot know a request's nonce),
 *  allowed by its hash; tests/e2e/security-headers.spec.ts fails if an upgrade changes the script. */
const THEME_SCRIPT_HASH = "'sha256-n46vPwSWuMC0W703pBofImv82Z26xo4LXymv0E9caPk='";

/** Admin pages render per request: only scripts carrying this request's nonce (and what they load) run. */
export function adminCsp(nonce: string) {
  return join({
    ...common,
    "script-src": `'self' 'nonce-${nonce}' ${THEME_SCRIPT_HASH} 'strict-dynamic'${isDev ? " 'unsafe-eval'" : ""}`,
    // React style attributes need 'unsafe-inline' for styles; scripts are what a nonce protects.
    "style-src": "'self' 'unsafe-inline'",
  });
}

export function securityHeaders(): { key: string; value: string }[] {
  return [
    ...(process.env.NODE_ENV === "production" && !process.env.DISABLE_HSTS
      ? [{ key: "Strict-Transport-Security", value: "max-age=31536000; includeSubDomains" }]
      : []),
    { key: "X-Content-Type-Options", value: "nosniff" },
    { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
    { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=(), browsing-topics=()" },
    { key: "X-Frame-Options", value: "DENY" },
    { key: "Cross-Origin-Opener-Policy", value: "same-origin" },
  ];
}
