import { z } from "zod";
import { text, toStorableText } from "@/lib/validation";
import { visitId } from "@/lib/insight/schema";

// Browser-safe constants live in ./form (no zod in the client bundle); re-exported here for server code.
export * from "./form";

const required = (max: number) =>
  text({ error: "Please fill in every field." }).trim().min(1, "Please fill in every field.").max(max);

/** The contact form "Send Us a Message": every field required, the e-mail a valid address. */
export const contactMessageSchema = z.object({
  firstName: required(100),
  lastName: required(100),
  email: text().trim().max(254).pipe(z.email("Please enter a valid e-mail address.")),
  subject: required(200),
  message: required(5000),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;

/** A chat hand-off: the visitor asked for a human and left an e-mail address in the conversation. The widget
 *  assembles the transcript (and keeps its last 5,000 characters, which can split an emoji), so characters the
 *  database cannot store are replaced there instead of losing the hand-off. */
export const chatLeadSchema = z.object({
  email: text().trim().max(254).pipe(z.email()),
  transcript: z.string().transform(toStorableText).pipe(z.string().trim().min(1).max(5000)),
  page: text().trim().max(500).optional(),
  /** The tab's visit id (lib/insight/visit.ts), when the beacon made one; anything else is dropped, not the lead. */
  visit: visitId.optional().catch(undefined),
});
