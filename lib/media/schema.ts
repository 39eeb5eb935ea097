import { z } from "zod";
import { itemIdSchema, optionalText, text, tooLong } from "@/lib/validation";

export const ALT_REQUIRED_MESSAGE = "Describe the image for people who cannot see it: alt text is required.";

const percent = z.coerce.number({ error: "The focal point is a percentage from 0 to 100." }).int().min(0).max(100);

export const altText = text({ error: ALT_REQUIRED_MESSAGE }).trim().min(1, ALT_REQUIRED_MESSAGE).max(300, tooLong(300));

/** Editable details of an image in the library. */
export const mediaDetailsSchema = z.object({
  id: itemIdSchema,
  alt: altText,
  caption: optionalText(500),
  focalX: percent,
  focalY: percent,
});

export const mediaIdSchema = z.object({ id: itemIdSchema });

export type MediaDetailsInput = z.input<typeof mediaDetailsSchema>;

/** A first alt text from the file's name ("team-offsite_2024.jpg" → "Team offsite 2024"), shown for the owner to edit. */
export function altFromFileName(name: string): string {
  const words = name
    .replace(/\.[a-z0-9]{1,5}$/i, "")
    .replace(/[-_.]+/g, " ")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, 300);
  return words ? words[0].toUpperCase() + words.slice(1) : "Uploaded image";
}
