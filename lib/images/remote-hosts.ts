// Outside images are allowed only from the hosts the owner lists in IMAGE_REMOTE_HOSTS ("cdn.example.com,
// *.images.example.org"): the list feeds next/image's remotePatterns and the CSP's img-src, both fixed at build time.
const HOST = /^(\*\.)?([a-z0-9-]+\.)+[a-z]{2,}$|^localhost$|^127\.0\.0\.1$/;

export function remoteImageHosts(value = process.env.IMAGE_REMOTE_HOSTS ?? ""): string[] {
  return value
    .split(/[\s,]+/)
    .map((h) => h.trim().toLowerCase())
    .filter((h) => HOST.test(h));
}

/** next.config.ts images.remotePatterns. */
export const remotePatterns = (hosts = remoteImageHosts()) =>
  hosts.map((hostname) => ({
    protocol: "https" as const,
    hostname: hostname.startsWith("*.") ? `**.${hostname.slice(2)}` : hostname,
  }));

/** The CSP img-src entries. */
export const cspImageSources = (hosts = remoteImageHosts()) => hosts.map((host) => `https://${host}`).join(" ");

function hostAllowed(host: string, hosts: string[]) {
  return hosts.some((allowed) => allowed === host || (allowed.startsWith("*.") && host.endsWith(allowed.slice(1))));
}

const notAllowedHostMessage = (host: string) =>
  `Images from ${host} are not allowed. Upload the image to the media library, or add ${host} to IMAGE_REMOTE_HOSTS ` +
  "(comma-separated) and rebuild the site.";

/** Why this image address cannot be saved, or null: a path on this site, or https:// on an allowed host. */
export function imageUrlProblem(value: string, hosts = remoteImageHosts()): string | null {
  if (value.startsWith("/") && !value.startsWith("//"))
    return /\s/.test(value) ? "An image path cannot contain spaces." : null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return "Choose an image from the library, or enter a path starting with / or a full https:// URL.";
  }
  if (url.protocol !== "https:") return "Outside images must use https://.";
  return hostAllowed(url.hostname.toLowerCase(), hosts) ? null : notAllowedHostMessage(url.hostname.toLowerCase());
}
