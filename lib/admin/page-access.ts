import "server-only";
import { redirect } from "next/navigation";
import { db } from "@/lib/db";
import { requireAdmin, type AdminSession } from "@/lib/auth/session";
import { can, type Permission } from "@/lib/access/permissions";
import { twoFactorRequired } from "@/lib/access/two-factor-policy";

/** Where an account is sent while the owner requires two-factor sign-in and it has not set it up. */
export const TWO_FACTOR_SETUP_PATH = "/admin/account?two-factor=required";

/** Whether this session must set up two-factor sign-in before anything else. */
export async function mustSetUpTwoFactor(session: AdminSession): Promise<boolean> {
  return !session.twoFactor && (await twoFactorRequired(await db()));
}

/** Every admin page's first line: the signed-in admin (or the login page), sent to set up two-factor sign-in first when
 *  the owner requires it, and whether the role holds the page's permission (a page without it renders <NotAllowed>). */
export async function requirePermission(permission: Permission): Promise<{ session: AdminSession; allowed: boolean }> {
  const session = await requireAdmin();
  if (permission !== "account.self" && (await mustSetUpTwoFactor(session))) redirect(TWO_FACTOR_SETUP_PATH);
  return { session, allowed: can(session.role, permission) };
}
