import { AsyncLocalStorage } from "node:async_hooks";

export interface RequestContext {
  requestId: string;
}

// One store per process, shared by server/serve.mjs (which opens it for each request) and the app's bundles.
const g = globalThis as unknown as { __studioRequestContext?: AsyncLocalStorage<RequestContext> };
export const requestContext: AsyncLocalStorage<RequestContext> = (g.__studioRequestContext ??= new AsyncLocalStorage());

/** The id of the request this code runs for, when there is one. */
export const currentRequestId = () => requestContext.getStore()?.requestId;
