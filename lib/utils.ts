import { clsx, type ClassValue } from "clsx";

/** Joins class names. Deliberately not tailwind-merge (~8 KB of gzip in every client bundle): callers pass only
 *  additive classes, never one that overrides a base class (use a variant or a responsive prefix instead). */
export function cn(...inputs: ClassValue[]) {
  return clsx(inputs);
}
