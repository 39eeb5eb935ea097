import { z } from "zod";

/** The shared conversion action's identifiers. */
export const CONVERSION_ACTIONS = [
  "speaksify-demo",
  "speaksify-trial",
  "speaksify-demo-final",
  "design-consultation",
] as const;
export type ConversionAction = (typeof CONVERSION_ACTIONS)[number];

/** One conversion click: which action, on which page. No personal data. */
export const conversionInput = z
  .object({
    action: z.enum(CONVERSION_ACTIONS),
    page: z
      .string()
      .trim()
      .max(200)
      .regex(/^\/[A-Za-z0-9\-_/]*$/, "A site path starting with /"),
  })
  .strict();

/** Conversion clicks one client address may record per minute. */
export const CONVERSIONS_PER_MINUTE = 20;
