import { localPath } from "@/lib/url/local-path";

/** Where to go after sign-in: only a path inside /admin (never another site), else the dashboard. */
export function safeCallbackUrl(value: string | null | undefined): string {
  const path = localPath(value);
  if (!path || !/^\/admin(?:[/?#]|$)/.test(path) || /^\/admin\/login(?:[/?#]|$)/.test(path) || path.includes("//"))
    return "/admin";
  return path;
}
