import { z } from "zod";
import { text } from "@/lib/validation";

const PASSWORDS_DIFFER_MESSAGE = "The two new passwords are not the same.";
export const WRONG_PASSWORD_MESSAGE = "The current password is not right.";

const password = text().max(200, "Keep the password under 200 characters.");

/** Change password: the current one, the new one twice. */
export const changePasswordSchema = z
  .object({
    currentPassword: password.min(1, "Enter your current password."),
    newPassword: password,
    confirmPassword: password,
  })
  .refine((v) => v.newPassword === v.confirmPassword, { message: PASSWORDS_DIFFER_MESSAGE, path: ["confirmPassword"] });

export const sessionIdSchema = z.object({ id: text().trim().min(1).max(100) });
export const totpCodeSchema = z.object({
  code: text()
    .trim()
    .regex(/^\d{6}$/, "Enter the 6-digit code from your authenticator app."),
});
export const currentPasswordSchema = z.object({ currentPassword: password.min(1, "Enter your current password.") });
/** Turning two-factor sign-in off: the password and a code from the app, or a recovery code. */
export const disableTwoFactorSchema = currentPasswordSchema.extend({
  code: text()
    .trim()
    .min(1, "Enter a code from your authenticator app, or a recovery code.")
    .max(40, "Enter a code from your authenticator app, or a recovery code."),
});
