import type { Instrumentation } from "next";

// Runs once when the server starts (not during `next build`: the root layout seeds the build's database).
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs" || process.env.NEXT_PHASE === "phase-production-build") return;
  const { onServerStart } = await import("./lib/startup");
  await onServerStart();
}

// An error several components of one render share (one failed read) is reported for each of them: log it once.
const reported = new WeakSet<object>();

/** Every server error, once, with its route and request id; the error page shows the digest as its reference. */
export const onRequestError: Instrumentation.onRequestError = async (error, request, context) => {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  if (typeof error === "object" && error !== null) {
    if (reported.has(error)) return;
    reported.add(error);
  }
  const { logger } = await import("./lib/log/logger");
  const header = request.headers["x-request-id"];
  logger("request").error(
    {
      err: error,
      digest: (error as { digest?: string }).digest,
      requestId: Array.isArray(header) ? header[0] : header,
      method: request.method,
      path: request.path.split("?")[0],
      route: context.routePath,
      routeType: context.routeType,
    },
    "request failed",
  );
};
