/** Where to go after sign-in: only a path inside /admin (never another site), else the dashboard. */
export function safeCallbackUrl(value: string | null | undefined): string {
  if (
    !value ||
    !value.startsWith("/admin") ||
    value.startsWith("/admin/login") ||
    value.includes("//") ||
    value.includes("\\")
  ) {
    return "/admin";
  }
  return value;
}
