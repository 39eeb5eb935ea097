export class TimeoutError extends Error {
  constructor(ms: number, what: string) {
    super(`${what} did not answer within ${ms} ms`);
    this.name = "TimeoutError";
  }
}

/** Resolves like `promise`, or rejects with a TimeoutError after `ms`. Not during `next build`: there no visitor
 *  waits, and prerendered pages must hold the real data even when a loaded build machine is slow to open it. */
export function withTimeout<T>(promise: Promise<T>, ms: number, what = "The database"): Promise<T> {
  if (process.env.NEXT_PHASE === "phase-production-build") return promise;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new TimeoutError(ms, what)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
