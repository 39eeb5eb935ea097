import { z } from "zod";
import { text } from "@/lib/validation";

export const REDIRECT_LOOP_MESSAGE = "That redirect would lead back to where it starts (a loop).";
const SAME_PATH_MESSAGE = "A redirect cannot lead to its own address.";
export const LIVE_PAGE_MESSAGE = "That address is a page of the site; a redirect from it would never be used.";

/** A site path as redirects store it: one leading slash, no trailing slash (but "/"), no query or fragment. */
export function normalizePath(path: string): string {
  const bare = path
    .trim()
    .split(/[?#]/)[0]
    .replace(/\/{2,}/g, "/")
    .replace(/\/+$/, "");
  return bare.startsWith("/") ? bare || "/" : `/${bare}`;
}

const pathPattern = /^\/[A-Za-z0-9\-._~%!$&'()*+,;=:@/]*$/;

/** From: a path of this site. */
export const fromPathSchema = text()
  .trim()
  .min(1, "Enter the old address (a path such as /old-page).")
  .max(500)
  .transform(normalizePath)
  .refine((p) => pathPattern.test(p), "The old address must be a path of this site, such as /old-page.");

/** To: a path of this site or a full http(s) URL elsewhere. */
export const toTargetSchema = text()
  .trim()
  .min(1, "Enter where it should lead.")
  .max(2000)
  .refine(
    (v) => /^https?:\/\//i.test(v) || !/^[a-z][a-z0-9+.-]*:/i.test(v),
    "Only http and https addresses can be a target.",
  )
  .transform((v) => (/^https?:\/\//i.test(v) ? v : normalizePath(v)))
  .refine(
    (v) => (/^https?:\/\//i.test(v) ? z.url().safeParse(v).success : pathPattern.test(v)),
    "Enter a path such as /new-page or a full URL.",
  );

export const redirectInputSchema = z.object({ fromPath: fromPathSchema, toPath: toTargetSchema });

export type RedirectMap = Record<string, string>;

/** Where a path finally leads by following stored redirects, or null when none starts there; a loop (which the
 *  store refuses, so only a hand-edited table has one) leads nowhere. */
export function resolveRedirect(map: RedirectMap, path: string): string | null {
  const seen = new Set<string>([path]);
  let current = map[path];
  if (current === undefined) return null;
  while (map[current] !== undefined) {
    if (seen.has(current)) return null;
    seen.add(current);
    current = map[current];
  }
  return current;
}

/** The stored map once `from → to` is added, every chain collapsed to one hop; or the reason it cannot be. */
export function withRedirect(map: RedirectMap, from: string, to: string): { map: RedirectMap } | { error: string } {
  if (from === to) return { error: SAME_PATH_MESSAGE };
  const final = resolveRedirect(map, to) ?? to;
  if (final === from) return { error: REDIRECT_LOOP_MESSAGE };
  const next: RedirectMap = {};
  for (const [source, target] of Object.entries(map)) next[source] = target === from ? final : target;
  next[from] = final;
  return { map: next };
}
