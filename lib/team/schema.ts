import { z } from "zod";
import { text } from "@/lib/validation";
import { ASSIGNABLE_ROLES } from "@/lib/access/roles";
import { TOKEN_PATTERN } from "./tokens";

const email = text()
  .trim()
  .toLowerCase()
  .max(254, "Keep the e-mail address under 254 characters.")
  .pipe(z.email("Enter a valid e-mail address."));

const role = z.enum(ASSIGNABLE_ROLES, { error: "Choose a role: editor, author or viewer." });
const userId = text().trim().min(1, "Choose a member of the team.").max(100);
const password = text().max(200, "Keep the password under 200 characters.");

const PASSWORDS_DIFFER = "The two passwords are not the same.";
export const LINK_INVALID =
  "This link does not work (any more): it was used, replaced or has expired. Ask for a new one.";

export const inviteSchema = z.object({ email, role });
export const invitationIdSchema = z.object({ id: text().trim().min(1).max(100) });
export const roleChangeSchema = z.object({ userId, role });
export const userIdSchema = z.object({ userId });
export const twoFactorPolicySchema = z.object({ required: z.boolean({ error: "Say whether it is required." }) });

const token = text().regex(TOKEN_PATTERN, LINK_INVALID);

/** A new password, typed twice (the strength is checked on the server: lib/auth/password-strength.ts). */
const newPassword = {
  password: password.min(1, "Choose a password."),
  confirmPassword: password,
};
const same = (v: { password: string; confirmPassword: string }) => v.password === v.confirmPassword;

export const acceptInvitationSchema = z
  .object({
    token,
    name: text().trim().min(1, "Enter your name.").max(100, "Keep the name under 100 characters."),
    ...newPassword,
  })
  .refine(same, { message: PASSWORDS_DIFFER, path: ["confirmPassword"] });

export const resetRequestSchema = z.object({ email });

export const resetPasswordSchema = z
  .object({ token, ...newPassword })
  .refine(same, { message: PASSWORDS_DIFFER, path: ["confirmPassword"] });
