import { text } from "@/lib/validation";
import { imageUrlProblem } from "./remote-hosts";

/** An image field: a library image or another path on this site, or an https:// URL on an allowed host; blank
 *  becomes undefined. */
export const imageUrl = text()
  .trim()
  .max(2000)
  .superRefine((value, ctx) => {
    const problem = value === "" ? null : imageUrlProblem(value);
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  })
  .optional()
  .transform((v) => (v ? v : undefined));
