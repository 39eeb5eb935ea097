import { z } from "zod";
import { itemIdSchema as leadId, text, tooLong } from "@/lib/validation";
import { LEAD_STATUSES } from "./status";
import { LEAD_NOTES_MAX } from "./form";

/** Mark leads: one status for up to a page's worth of selected leads. */
export const leadStatusInputSchema = z.object({
  ids: z
    .array(leadId, { error: "Select at least one lead." })
    .min(1, "Select at least one lead.")
    .max(500, "Mark at most 500 leads at once."),
  status: z.enum(LEAD_STATUSES, { error: `Choose a status: ${LEAD_STATUSES.join(", ")}.` }),
});

export const leadNotesInputSchema = z.object({
  id: leadId,
  notes: text().trim().max(LEAD_NOTES_MAX, tooLong(LEAD_NOTES_MAX)),
});
