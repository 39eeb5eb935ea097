export class TimeoutError extends Error {
  constructor(ms: number, what: string) {
    super(`${what} did not answer within ${ms} ms`);
    this.name = "TimeoutError";
  }
}

/** Resolves like `promise`, or rejects with a TimeoutError after `ms`. */
export function withTimeout<T>(promise: Promise<T>, ms: number, what = "The database"): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => { timer = setTimeout(() => reject(new TimeoutError(ms, what)), ms); });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
