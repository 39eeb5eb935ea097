/** The readiness check under its first name (proxies and scripts already poll /api/health). */
export { GET } from "./ready/route";
