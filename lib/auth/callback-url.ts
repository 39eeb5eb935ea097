import { localPath } from "@/lib/url/local-path";

/** Where to go after sign-in: only a path inside /admin (never another site), else the dashboard. */
export function safeCallbackUrl(value: string | null | undefined): string {
  const path = localPath(value);
  if (!path || !/^\/admin(?:[/?#]|$)/.test(path) || /^\/admin\/login(?:[/?#]|$)/.test(path) || path.includes("//"))
    return "/admin";
  return path;
}

/** Where next-auth sends the browser after signing in or out (its `redirect` callback): `url` when it is a path of this
 *  site (given as a path, or as a URL on `baseUrl`), else the dashboard. */
export function authRedirect(url: string, baseUrl: string): string {
  const path = url.startsWith(`${baseUrl}/`) || url === baseUrl ? url.slice(baseUrl.length) || "/" : url;
  return `${baseUrl}${localPath(path) ?? "/admin"}`;
}
