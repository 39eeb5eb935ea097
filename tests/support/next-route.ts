// Calling a real App Router route handler from a test. next-auth's handler reads the request through
// `headers()` / `cookies()` from next/headers, which only answer inside the request scope Next sets up for a route
// (work store + request store); `inRequestScope` sets up the same scope with Next's own request-store factory.
// Next internals: if an upgrade moves them, this file is the one place to follow. Import this file before any
// module that loads next/headers: Next's request scopes need the AsyncLocalStorage global its server sets up first.
import "next/dist/server/node-environment-baseline";
import type { WorkStore } from "next/dist/server/app-render/work-async-storage.external";
import { workAsyncStorage } from "next/dist/server/app-render/work-async-storage.external";
import { workUnitAsyncStorage } from "next/dist/server/app-render/work-unit-async-storage.external";
import { createRequestStoreForAPI } from "next/dist/server/async-storage/request-store";
import type { NextRequest } from "next/server";
import type { Database } from "@/lib/db/connect";

/** Runs `fn` as Next runs a route handler for `request` (headers() and cookies() read that request). */
export function inRequestScope<T>(request: NextRequest, route: string, fn: () => Promise<T>): Promise<T> {
  type Req = Parameters<typeof createRequestStoreForAPI>[0];
  type Tags = Parameters<typeof createRequestStoreForAPI>[2];
  const requestStore = createRequestStoreForAPI(
    request as unknown as Req,
    request.nextUrl,
    { tags: [], expirationsByCacheKind: new Map() } as unknown as Tags,
    undefined,
    undefined as never,
    undefined,
  );
  const workStore = {
    page: `${route}/route`,
    route,
    forceStatic: false,
    dynamicShouldError: false,
  } as unknown as WorkStore;
  return workAsyncStorage.run(workStore, () => workUnitAsyncStorage.run(requestStore, fn));
}

/** Makes `db()` from lib/db.ts, which route handlers call, answer with this test database (its one per-process
 *  slot; see lib/db.ts). Returns the undo. */
export function useAsAppDatabase(database: Database): () => void {
  const slot = globalThis as unknown as { __database?: Promise<Database> };
  slot.__database = Promise.resolve(database);
  return () => {
    slot.__database = undefined;
  };
}
