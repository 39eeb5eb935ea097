import { z } from "zod";

// Browser-safe constants live in ./form (no zod in the client bundle); re-exported here for server code.
export * from "./form";

const required = (max: number) => z.string({ error: "Please fill in every field." }).trim().min(1, "Please fill in every field.").max(max);

/** The contact form "Send Us a Message" (spec 000 §5): every field required, the e-mail a valid address. */
export const contactMessageSchema = z.object({
  firstName: required(100),
  lastName: required(100),
  email: z.string().trim().max(254).pipe(z.email("Please enter a valid e-mail address.")),
  subject: required(200),
  message: required(5000),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;

/** A chat hand-off: the visitor asked for a human and left an e-mail address in the conversation. */
export const chatLeadSchema = z.object({
  email: z.string().trim().max(254).pipe(z.email()),
  transcript: z.string().trim().min(1).max(5000),
  page: z.string().trim().max(500).optional(),
});
export type ChatLead = z.infer<typeof chatLeadSchema>;
